import MyCardsDisplayData
import MyCardsKit

/// What the crop screen's controller tells its view model.
@MainActor
package protocol CropViewModelInputs: AnyObject {
    func move(dx: Int, dy: Int)
    func resize(by step: Int)
    func makeCrop()
    func cancel()
}

/// What the crop screen's controller observes, and the picker's view model too.
@MainActor
package protocol CropViewModelOutputs: AnyObject {
    var crop: CropDisplayData { get }
    var status: Event<StatusMessage>? { get }
    var route: Event<CropRoute>? { get }
    /// The cropped photo, for the picker's view model that made this one.
    var made: Event<Photo>? { get }
}

/// The crop screen's view model as its controller and the picker's view model see it.
@MainActor
package protocol CropViewModelType: AnyObject, Sendable {
    var inputs: any CropViewModelInputs { get }
    var outputs: any CropViewModelOutputs { get }
}

package enum CropRoute: Sendable {
    case close
}
