import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CodePresentationLogic: AnyObject {
    func presentCode(response: ShowCode.Response)
}

/// Shows the card's name as the lists show it, and its number only when there is something in it.
@MainActor
final class CodePresenter: CodePresentationLogic {
    weak var viewController: (any CodeDisplayLogic)?

    func presentCode(response: ShowCode.Response) {
        viewController?.displayCode(viewModel: ShowCode.ViewModel(code: CodeDisplayData(card: response.card)))
    }
}
