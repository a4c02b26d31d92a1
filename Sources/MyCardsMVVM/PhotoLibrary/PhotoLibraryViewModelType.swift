import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// What the picker's controller tells its view model.
@MainActor
package protocol PhotoLibraryViewModelInputs: AnyObject {
    func appear()
    func disappear()
    func select(index: Int)
    func pick(index: Int)
    func close()
}

/// What the picker's controller binds to, and the Card view model listens to.
@MainActor
package protocol PhotoLibraryViewModelOutputs: AnyObject {
    var library: AnyPublisher<PhotoLibraryDisplayData, Never> { get }
    var status: AnyPublisher<StatusMessage, Never> { get }
    var route: AnyPublisher<PhotoLibraryRoute, Never> { get }
    /// The photo cropped from the picked picture, for the Card view model that made this one.
    var picked: AnyPublisher<Photo, Never> { get }
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
