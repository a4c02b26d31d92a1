import MyCardsDisplayData

/// What the Code screen's controller tells its view model.
@MainActor
package protocol CodeViewModelInputs: AnyObject {
    func close()
}

/// What the Code screen's controller observes.
@MainActor
package protocol CodeViewModelOutputs: AnyObject {
    var code: CodeDisplayData { get }
    var route: Event<CodeRoute>? { get }
}

/// The Code screen's view model as its controller sees it.
@MainActor
package protocol CodeViewModelType: AnyObject, Sendable {
    var inputs: any CodeViewModelInputs { get }
    var outputs: any CodeViewModelOutputs { get }
}

package enum CodeRoute: Sendable {
    case close
}
