import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// A card's number as the checkout's scanner will read it: the name, the number and its barcode; closing is the
/// only thing to do.
@MainActor
final class CodeViewModel: CodeViewModelType, CodeViewModelInputs, CodeViewModelOutputs {
    var inputs: any CodeViewModelInputs { self }
    var outputs: any CodeViewModelOutputs { self }

    let code: AnyPublisher<CodeDisplayData, Never>
    var route: AnyPublisher<CodeRoute, Never> { routeSubject.eraseToAnyPublisher() }

    private let routeSubject = PassthroughSubject<CodeRoute, Never>()

    init(card: Card) {
        code = Just(CodeDisplayData(card: card)).eraseToAnyPublisher()
    }

    func close() {
        routeSubject.send(.close)
    }
}
