import Foundation

// Usage: TracedProxyGenerator OUTPUT MODULE FILE... [--dependency MODULE FILE...]...
// Writes OUTPUT, the traced proxies of MODULE's protocols read from its FILEs (each dependency's public types tell
// which imports the proxies need). Writes the file only when its text changes, so nothing recompiles for nothing.
// Never fails the build: a protocol it cannot read is left untraced, with the reason, at the end of the file.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(
        Data("usage: TracedProxyGenerator OUTPUT MODULE FILE... [--dependency MODULE FILE...]...\n".utf8))
    exit(64)
}
let output = URL(fileURLWithPath: arguments[0])
let module = arguments[1]
var sources: [String] = []
var dependencies: [String: [String]] = [:]
var current: String?
var index = 2
while index < arguments.count {
    if arguments[index] == "--dependency", index + 1 < arguments.count {
        current = arguments[index + 1]
        dependencies[arguments[index + 1], default: []] += []
        index += 2
        continue
    }
    if let current {
        dependencies[current, default: []].append(arguments[index])
    } else {
        sources.append(arguments[index])
    }
    index += 1
}

func read(_ path: String) -> SourceFile {
    SourceFile(path: path, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
}

let publicTypes = dependencies.mapValues { paths in
    paths.reduce(into: Set<String>()) { $0.formUnion(FileDeclarations(read($1)).publicTypeNames) }
}
let text = ProxyFile(module: module, files: sources.sorted().map(read), dependencies: publicTypes).render()
if (try? String(contentsOf: output, encoding: .utf8)) != text {
    do {
        try text.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("TracedProxyGenerator: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
