import Foundation
import MyCardsKit

/// Starts a variant: resolves the options, makes the services, takes the terminal, builds the first screen
/// with the architecture's own `makeRoot`, then runs until quit. The same for all five executables.
public enum AppLauncher {
    /// Exit code for an internal error (EX_SOFTWARE), after the terminal is restored.
    public static let internalErrorExitCode: Int32 = 70

    @MainActor
    public static func run(
        architecture: String, options: AppOptions,
        makeRoot: @MainActor (AppServices, AppShell) -> any Screen
    ) -> Never {
        // Before any file is made: without a usable terminal the run ends here, touching nothing.
        do {
            try TerminalPreflight.checkProcess(environment: ProcessInfo.processInfo.environment)
        } catch {
            fail(error.message, architecture: architecture)
        }
        let configuration = AppConfiguration(options: options)
        let services: AppServices
        do {
            services = try AppServices.production(configuration: configuration)
        } catch {
            fail(error.message, architecture: architecture)
        }
        let terminal: NcursesTerminal
        do {
            let environment = ProcessInfo.processInfo.environment
            terminal = try NcursesTerminal(
                environment: environment,
                graphicsChoice: GraphicsChoice.resolved(option: options.graphics, environment: environment))
        } catch {
            services.logger.critical("cannot start the terminal: \(error.message)")
            fail(error.message, architecture: architecture)
        }
        services.logger.info(
            "mycards-\(architecture.lowercased()) started; pictures in \(terminal.graphics.map { "\($0.kind) pixels, cells \($0.cell)" } ?? "half blocks")"
        )
        services.logger.info("terminal asked at start: \(terminal.detectionReport)")
        // Photos of the Cards rows just off screen are rendered on a background queue before they are needed.
        let photoCache = PhotoCache(prefetcher: AsyncQueue(queue: .global(qos: .utility)))
        let shell = AppShell(
            architecture: architecture, loop: EventLoop(terminal: terminal), scheduler: services.scheduler,
            photoCache: photoCache, tracer: services.tracer)
        let root = makeRoot(services, shell)
        // Screens pushed later get theirs from the traced shell; the first is never pushed.
        (root as? any ScreenHosting)?.routeViewEvents(services.tracer)
        shell.start(root: root)
        shell.run()
    }

    /// Before the terminal is taken, a reason on stderr is all the user needs.
    private static func fail(_ message: String, architecture: String) -> Never {
        FileHandle.standardError.write(Data("mycards-\(architecture.lowercased()): \(message)\n".utf8))
        exit(internalErrorExitCode)
    }
}
