import MyCardsDisplayData
import MyCardsKit

@MainActor
protocol CodeViewInput: AnyObject {
    func show(_ code: CodeDisplayData)
}

@MainActor
protocol CodeViewOutput: AnyObject {
    func viewWillAppear()
    func didTapClose()
}

@MainActor
protocol CodeRouterInput: AnyObject {
    func close()
}
