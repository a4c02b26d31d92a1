import MyCardsKit

/// What view models are made with: the services, as MyCardsKit's protocols, and nothing of the terminal. A
/// parent view model hands them to the child view models it makes.
struct ViewModelServices {
    let cards: any PersistenceWorking<Card>
    let network: any CardsNetworking
    let photoLibrary: any PhotoLibraryBrowsing
    let camera: any CaptureDevice
    let barcodeScanner: any BarcodeScanning
}
