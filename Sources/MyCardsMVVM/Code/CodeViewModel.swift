import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// A card's number as the checkout's scanner will read it: the name, the number and its barcode, as stored now
/// (another window may change it while the screen is up: a till must not scan a stale number; a card gone keeps its
/// last code, as the Card screen keeps it); closing is the only thing to do.
@MainActor
final class CodeViewModel: CodeViewModelType, CodeViewModelInputs, CodeViewModelOutputs {
    var inputs: any CodeViewModelInputs { self }
    var outputs: any CodeViewModelOutputs { self }

    var code: AnyPublisher<CodeDisplayData, Never> { codeSubject.eraseToAnyPublisher() }
    var route: AnyPublisher<CodeRoute, Never> { routeSubject.eraseToAnyPublisher() }

    private let codeSubject: CurrentValueSubject<CodeDisplayData, Never>
    private let routeSubject = PassthroughSubject<CodeRoute, Never>()
    private let identifier: String
    private let services: ViewModelServices
    private var storeObservation: StoreObservation?

    init(card: Card, services: ViewModelServices) {
        codeSubject = CurrentValueSubject(CodeDisplayData(card: card))
        identifier = card.identifier
        self.services = services
        storeObservation = services.cards.changes.observe { [weak self] in self?.reload() }
    }

    func close() {
        routeSubject.send(.close)
    }

    private func reload() {
        services.cards.storedCard(identifier) { [weak self] stored in
            guard let self, let stored else { return }
            codeSubject.send(CodeDisplayData(card: stored))
        }
    }
}
