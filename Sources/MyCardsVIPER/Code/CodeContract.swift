import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CodeViewInput: AnyObject {
    func show(_ code: CodeDisplayData)
}

@MainActor
package protocol CodeViewOutput: AnyObject {
    func viewWillAppear()
    func didTapClose()
}

@MainActor
package protocol CodeRouterInput: AnyObject {
    func close()
}
