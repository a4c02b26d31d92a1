import MyCardsKit

/// The run's services and the running app, in one value: what a variant hands from screen to screen when its
/// pattern has no reason to split them (VIPER's builders and VIP's scene setup take it whole; MVVM splits it,
/// so its view models see no terminal type).
@MainActor
public struct AppContext {
    public let cards: any PersistenceWorking<Card>
    public let network: any CardsNetworking
    public let photoLibrary: any PhotoLibraryBrowsing
    public let camera: any CaptureDevice
    public let barcodeScanner: any BarcodeScanning
    public let tracer: any Tracing
    public let shell: any AppShelling
    public let theme: Theme
    public let photoCache: PhotoCache

    public init(
        cards: any PersistenceWorking<Card>, network: any CardsNetworking, photoLibrary: any PhotoLibraryBrowsing,
        camera: any CaptureDevice, barcodeScanner: any BarcodeScanning, tracer: any Tracing, shell: any AppShelling,
        theme: Theme, photoCache: PhotoCache
    ) {
        self.cards = cards
        self.network = network
        self.photoLibrary = photoLibrary
        self.camera = camera
        self.barcodeScanner = barcodeScanner
        self.tracer = tracer
        self.shell = shell
        self.theme = theme
        self.photoCache = photoCache
    }

    /// The context of a run: its services, and the shell's theme and photo cache.
    public init(services: AppServices, shell: AppShell) {
        self.init(
            cards: services.cards, network: services.network, photoLibrary: services.photoLibrary,
            camera: services.camera, barcodeScanner: services.barcodeScanner, tracer: services.tracer, shell: shell,
            theme: shell.theme,
            photoCache: shell.photoCache)
    }
}
