import Foundation
import PackagePlugin

/// Writes a tracing module's proxies at build time: `MyCardsVIPERTracing` gets one traced proxy per protocol of
/// `MyCardsVIPER`, from that module's sources (TracedProxyGenerator), into the build folder. A changed protocol
/// changes the proxies at the next build: nothing to regenerate by hand, nothing generated in the sources.
@main
struct TracedProxies: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let architectureName = String(target.name.dropLast("Tracing".count))
        let architecture = target.dependencies.lazy.compactMap { dependency -> SourceModuleTarget? in
            guard case .target(let found) = dependency, found.name == architectureName else { return nil }
            return found as? SourceModuleTarget
        }.first
        guard let architecture else {
            Diagnostics.warning("TracedProxies: \(target.name) depends on no target named \(architectureName)")
            return []
        }
        let sources = architecture.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(architecture.moduleName)Proxies.swift")
        var arguments = [output.path, architecture.moduleName] + sources.map(\.path)
        var inputs = sources
        // The public types of the modules the architecture depends on tell the generator which ones to import.
        for module in Self.sourceModules(architecture.dependencies) {
            let files = module.sourceFiles(withSuffix: "swift").map(\.url)
            arguments += ["--dependency", module.moduleName] + files.map(\.path)
            inputs += files
        }
        return [
            .buildCommand(
                displayName: "Writing the traced proxies of \(architecture.moduleName)",
                executable: try context.tool(named: "TracedProxyGenerator").url, arguments: arguments,
                inputFiles: inputs, outputFiles: [output])
        ]
    }

    private static func sourceModules(_ dependencies: [TargetDependency]) -> [SourceModuleTarget] {
        dependencies.flatMap { dependency -> [SourceModuleTarget] in
            switch dependency {
            case .target(let target): [target as? SourceModuleTarget].compactMap { $0 }
            case .product(let product): product.sourceModules
            @unknown default: []
            }
        }
    }
}
