import MyCardsDisplayData

@testable import MyCardsVIPER

@MainActor
final class CodeViewMock: CodeViewInput {
    private(set) var shown: [CodeDisplayData] = []
    func show(_ code: CodeDisplayData) { shown.append(code) }
}

@MainActor
final class CodeViewOutputSpy: CodeViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didTapClose() { events.append("close") }
}
