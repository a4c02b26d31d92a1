import Foundation
import Logging

/// The services of one run, made from its configuration: what every architecture's composition root
/// hands to its components. The same for all five variants; only the wiring on top differs.
@MainActor
public struct AppServices {
    public let configuration: AppConfiguration
    public let logger: Logger
    public let tracer: any Tracing
    public let cards: any PersistenceWorking<Card>
    public let network: any CardsNetworking
    public let photoLibrary: any PhotoLibraryBrowsing
    public let camera: any CaptureDevice
    /// Reads the number off a photo that comes back to a form.
    public let barcodeScanner: any BarcodeScanning
    public let scheduler: any Scheduling
    /// Brings other processes' writes on the same store to the screens (nil in tests, which notify by hand).
    public let storeWatcher: StoreWatcher?

    public init(
        configuration: AppConfiguration, logger: Logger, tracer: any Tracing, cards: any PersistenceWorking<Card>,
        network: any CardsNetworking, photoLibrary: any PhotoLibraryBrowsing, camera: any CaptureDevice,
        barcodeScanner: any BarcodeScanning, scheduler: any Scheduling, storeWatcher: StoreWatcher? = nil
    ) {
        self.configuration = configuration
        self.logger = logger
        self.tracer = tracer
        self.cards = cards
        self.network = network
        self.photoLibrary = photoLibrary
        self.camera = camera
        self.barcodeScanner = barcodeScanner
        self.scheduler = scheduler
        self.storeWatcher = storeWatcher
    }

    /// The production services: the SQLite store on disk, our own HTTP client (or nothing with `--offline`), the real
    /// queues and timers, the files named by `--trace` and `--log`.
    public static func production(configuration: AppConfiguration) throws(AppStartError) -> AppServices {
        let logger = try makeLogger(logFile: configuration.logFile)
        let tracer: any Tracing
        do {
            tracer =
                try configuration.traceFile.map { url throws(AppFileError) in try FileTracer(url: url) }
                ?? NoTracing()
        } catch {
            throw .file(error)
        }
        let database: CardDatabase
        do {
            database = try CardDatabase.open(at: configuration.storeURL)
        } catch {
            logger.critical("cannot open the store at \(configuration.storeURL.path): \(error.detail ?? error.message)")
            throw .store(error, path: configuration.storeURL.path)
        }
        let network: any CardsNetworking =
            configuration.isOffline
            ? OfflineNetwork()
            : NetworkLoader(baseURL: configuration.backendURL, session: SocketHTTPSession(), logger: logger)
        let scheduler = ClockScheduler()
        let storeWatcher = StoreWatcher(database: database)
        storeWatcher.start(on: ContinuousClock())
        logger.info("store \(configuration.storeURL.path), backend \(configuration.backendURL)")
        return AppServices(
            configuration: configuration, logger: logger, tracer: tracer,
            cards: CardsWorker(database: database),
            network: network,
            photoLibrary: PhotoLibrary(folder: configuration.photosFolder),
            camera: FolderCamera(folder: configuration.cameraFolder),
            barcodeScanner: BarcodeScanner(reader: BarcodeReader(logger: logger)),
            scheduler: scheduler, storeWatcher: storeWatcher)
    }

    /// Without `--log` nothing is logged at all: the terminal belongs to curses.
    private static func makeLogger(logFile: URL?) throws(AppStartError) -> Logger {
        guard let logFile else {
            return Logger(label: "mycards", factory: { _ in SwiftLogNoOpLogHandler() })
        }
        do {
            let sink = try LogSink(url: logFile)
            return Logger(label: "mycards", factory: { label in FileLogHandler(label: label, sink: sink) })
        } catch {
            throw .file(error)
        }
    }
}

/// Why a run could not start. Shown on stderr (the terminal is not taken yet) with exit code 70.
public enum AppStartError: Error, Equatable, Sendable {
    case store(PersistenceError, path: String)
    case file(AppFileError)

    public var message: String {
        switch self {
        case .store(let error, let path): "\(error.message) (\(path))"
        case .file(let error): error.message
        }
    }
}
