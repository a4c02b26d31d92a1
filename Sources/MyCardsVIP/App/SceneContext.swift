import MyCardsKit
import MyCardsUI

/// What a scene is set up with: the services its workers wrap, and the app its view controller and router
/// talk to. Each scene's `setup` hands the right part to the right role.
@MainActor
struct SceneContext {
    let cards: any PersistenceWorking<Card>
    let network: any CardsNetworking
    let photoLibrary: any PhotoLibraryBrowsing
    let camera: any CaptureDevice
    let tracer: any Tracing
    let shell: any AppShelling
    let theme: Theme
    let photoCache: PhotoCache
}
