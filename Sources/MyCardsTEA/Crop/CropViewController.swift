import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The crop screen on the navigation stack: the picture with the card outline where `CropState` has it.
@MainActor
final class CropViewController: ScreenHosting, DestinationHosting {
    let hostedView: CropView

    init(theme: Theme, send: @escaping @MainActor (CropAction) -> Void) {
        hostedView = CropView(theme: theme)
        hostedView.onMove = { send(.moved(dx: $0, dy: $1)) }
        hostedView.onResize = { send(.resized(by: $0)) }
        hostedView.onCrop = { send(.cropTapped) }
        hostedView.onCancel = { send(.cancelTapped) }
    }

    func update(_ destination: Destination) {
        guard case .crop(let state) = destination else { return }
        let data = CropDisplayData(image: state.image, outline: state.outline.rect)
        if data != hostedView.data { hostedView.data = data }
    }
}
