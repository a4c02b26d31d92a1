import MyCardsUI

/// Back to the Card module.
@MainActor
final class CodeRouter: CodeRouterInput {
    private let shell: any AppShelling

    init(shell: any AppShelling) {
        self.shell = shell
    }

    func close() {
        shell.pop()
    }
}
