import MyCardsUI

@MainActor
final class CropRouter: CropRouterInput {
    private let shell: any AppShelling

    init(shell: any AppShelling) {
        self.shell = shell
    }

    func close() {
        shell.pop()
    }
}
