import Foundation
import MetricsCore

// Usage: BoundaryProxies [--check] REPOSITORY_ROOT — writes Sources/<architecture>/App/TracedBoundaries/Traced<Screen>.swift,
// one traced proxy per protocol of each screen folder (and no file where it declares none). --check writes nothing:
// it names each file that differs from what would be written and exits 1 if any does.
let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
let root = URL(fileURLWithPath: arguments.first { $0 != "--check" } ?? ".")
do {
    let files = try BoundaryProxyFiles.expected(root: root)
    let differing = BoundaryProxyFiles.differing(files, root: root)
    if check {
        for file in differing {
            let state = file.text == nil ? "should not exist" : "is not up to date"
            FileHandle.standardError.write(Data("proxies: \(file.path) \(state); run make proxies\n".utf8))
        }
        exit(differing.isEmpty ? 0 : 1)
    }
    try BoundaryProxyFiles.write(differing, root: root)
    let written = files.filter { $0.text != nil }.count
    print("proxies: \(written) files in Sources/*/App/TracedBoundaries; \(differing.count) changed")
} catch {
    FileHandle.standardError.write(Data("proxies: \(error)\n".utf8))
    exit(1)
}
