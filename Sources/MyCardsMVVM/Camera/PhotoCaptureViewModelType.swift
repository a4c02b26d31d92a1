import MyCardsDisplayData
import MyCardsKit

/// What the camera screen's controller tells its view model.
@MainActor
package protocol PhotoCaptureViewModelInputs: AnyObject {
    func appear()
    func disappear()
    func capture()
    func close()
}

/// What the camera screen's controller observes, and the Card view model too.
@MainActor
package protocol PhotoCaptureViewModelOutputs: AnyObject {
    var camera: CameraDisplayData { get }
    var status: Event<StatusMessage>? { get }
    var route: Event<PhotoCaptureRoute>? { get }
    /// The photo taken, for the Card view model that made this one.
    var captured: Event<Photo>? { get }
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
