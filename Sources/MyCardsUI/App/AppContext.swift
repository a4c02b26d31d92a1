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
    /// What stands between two roles a composition root connects (`interpose(_:for:)`): nil in a plain run.
    public let interposer: (any Interposing)?

    public init(
        cards: any PersistenceWorking<Card>, network: any CardsNetworking, photoLibrary: any PhotoLibraryBrowsing,
        camera: any CaptureDevice, barcodeScanner: any BarcodeScanning, tracer: any Tracing, shell: any AppShelling,
        theme: Theme, photoCache: PhotoCache, interposer: (any Interposing)? = nil
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
        self.interposer = interposer
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

extension AppContext {
    /// `role` as `holder` will hold it: the role itself, or in a traced run what the run puts in front of it. Write the
    /// protocol the holder sees (`interpose(presenter as any CardsViewOutput, for: view)`: without `as any`, Swift
    /// would hand over the role's own class, or open an existential into it), and give the holder itself where it is
    /// made already (its type where the role goes into its initialiser). Give a role first to the holder that owns it
    /// (a view its presenter before the presenter its view): that one keeps it alive in a traced run.
    public func interpose<Role>(_ role: Role, for holder: Any) -> Role {
        interposer?.interpose(role, for: holder) ?? role
    }
}
