import MyCardsUI

@MainActor
final class PhotoCaptureRouter: PhotoCaptureRouterInput {
    private let shell: any AppShelling

    init(shell: any AppShelling) {
        self.shell = shell
    }

    func close() {
        shell.pop()
    }
}
