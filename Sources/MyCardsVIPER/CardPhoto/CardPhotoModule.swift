import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
protocol CardPhotoViewInput: AnyObject {
    func show(_ photo: CardPhotoDisplayData)
}

@MainActor
protocol CardPhotoViewOutput: AnyObject {
    func viewWillAppear()
    func didTapClose()
}

@MainActor
protocol CardPhotoRouterInput: AnyObject {
    func close()
}

/// One side of a card full screen. The module has no use case of its own, so no interactor: the photo is
/// the entity the Card module's router carried in.
@MainActor
final class CardPhotoPresenter: CardPhotoViewOutput {
    weak var view: (any CardPhotoViewInput)?
    var router: any CardPhotoRouterInput
    private let photo: Photo?
    private let side: Card.Side

    init(photo: Photo?, side: Card.Side, router: any CardPhotoRouterInput) {
        self.photo = photo
        self.side = side
        self.router = router
    }

    func viewWillAppear() {
        view?.show(CardPhotoDisplayData(photo: photo, caption: side.caption))
    }

    func didTapClose() {
        router.close()
    }
}

@MainActor
final class CardPhotoViewController: ScreenHosting, CardPhotoViewInput {
    let hostedView: CardPhotoView
    var output: (any CardPhotoViewOutput)?

    init(dependencies: ModuleDependencies) {
        hostedView = CardPhotoView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.onClose = { [weak self] in self?.output?.didTapClose() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func show(_ photo: CardPhotoDisplayData) {
        hostedView.data = photo
    }
}

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

@MainActor
enum CardPhotoBuilder {
    static func build(photo: Photo?, side: Card.Side, dependencies: ModuleDependencies) -> CardPhotoViewController {
        let view = CardPhotoViewController(dependencies: dependencies)
        let presenter = CardPhotoPresenter(photo: photo, side: side, router: CardPhotoRouter(shell: dependencies.shell))
        view.output = presenter
        presenter.view = view
        return view
    }
}
