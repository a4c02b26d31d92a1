import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// What the crop screen's controller tells its view model.
@MainActor
package protocol CropViewModelInputs: AnyObject {
    func move(dx: Int, dy: Int)
    func resize(by step: Int)
    func makeCrop()
    func cancel()
}

/// What the crop screen's controller binds to, and the picker's view model listens to.
@MainActor
package protocol CropViewModelOutputs: AnyObject {
    var crop: AnyPublisher<CropDisplayData, Never> { get }
    var status: AnyPublisher<StatusMessage, Never> { get }
    var route: AnyPublisher<CropRoute, Never> { get }
    /// The cropped photo, for the picker's view model that made this one.
    var made: AnyPublisher<Photo, Never> { get }
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
