import MyCardsKit

/// What the photo source modules (library with crop, camera) hand back: the module that opened them
/// implements it, so no module reaches into another.
@MainActor
package protocol CardPhotoSourceModuleOutput: AnyObject {
    func photoSource(didProduce photo: Photo)
}
