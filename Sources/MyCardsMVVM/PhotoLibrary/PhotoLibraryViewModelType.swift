import MyCardsDisplayData
import MyCardsKit

/// What the picker's controller tells its view model.
@MainActor
package protocol PhotoLibraryViewModelInputs: AnyObject {
    func appear()
    func disappear()
    func select(index: Int)
    func pick(index: Int)
    func close()
}

/// What the picker's controller observes, and the Card view model too.
@MainActor
package protocol PhotoLibraryViewModelOutputs: AnyObject {
    var library: PhotoLibraryDisplayData { get }
    var status: Event<StatusMessage>? { get }
    var route: Event<PhotoLibraryRoute>? { get }
    /// The photo cropped from the picked picture, for the Card view model that made this one.
    var picked: Event<Photo>? { get }
}

/// The picker's view model as its controller and the Card view model see it.
@MainActor
package protocol PhotoLibraryViewModelType: AnyObject, Sendable {
    var inputs: any PhotoLibraryViewModelInputs { get }
    var outputs: any PhotoLibraryViewModelOutputs { get }
}

package enum PhotoLibraryRoute: Sendable {
    case crop(any CropViewModelType)
    case close
}
