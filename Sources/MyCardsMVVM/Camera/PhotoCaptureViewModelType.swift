import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// What the camera screen's controller tells its view model.
@MainActor
package protocol PhotoCaptureViewModelInputs: AnyObject {
    func appear()
    func disappear()
    func capture()
    func close()
}

/// What the camera screen's controller binds to, and the Card view model listens to.
@MainActor
package protocol PhotoCaptureViewModelOutputs: AnyObject {
    var camera: AnyPublisher<CameraDisplayData, Never> { get }
    var status: AnyPublisher<StatusMessage, Never> { get }
    var route: AnyPublisher<PhotoCaptureRoute, Never> { get }
    /// The photo taken, for the Card view model that made this one.
    var captured: AnyPublisher<Photo, Never> { get }
}

/// The camera screen's view model as its controller and the Card view model see it.
@MainActor
package protocol PhotoCaptureViewModelType: AnyObject, Sendable {
    var inputs: any PhotoCaptureViewModelInputs { get }
    var outputs: any PhotoCaptureViewModelOutputs { get }
}

package enum PhotoCaptureRoute: Sendable {
    case close
}
