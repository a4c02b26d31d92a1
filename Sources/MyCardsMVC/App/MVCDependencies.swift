import MyCardsKit
import MyCardsUI

/// What MVC controllers are built with, handed from controller to controller as they push one another
/// (Apple's MVC: the presenting controller configures the next). Every service is a protocol, so a test
/// builds a controller with fakes.
@MainActor
struct MVCDependencies {
    let cards: any PersistenceWorking<Card>
    let network: any CardsNetworking
    let photoLibrary: any PhotoLibraryBrowsing
    let camera: any CaptureDevice
    let shell: any AppShelling
    let tracer: any Tracing
    let theme: Theme
    let photoCache: PhotoCache
}
