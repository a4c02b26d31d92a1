import MyCardsUI

/// Back to the Card module.
@MainActor
final class CardPhotoRouter: CardPhotoRouterInput {
    private let shell: any AppShelling

    init(shell: any AppShelling) {
        self.shell = shell
    }

    func close() {
        shell.pop()
    }
}
