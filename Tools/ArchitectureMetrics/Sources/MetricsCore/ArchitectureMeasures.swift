import Foundation

/// The static measures of one folder of Swift code built in one architecture, and of its unit tests: what the
/// comparison reports for each of the five, and what `make compare-anchors` reports for public projects. Nothing here
/// depends on this project's names: roles, data carriers and contracts follow `CodeIndex.classify`; screens are the
/// top folders (`groupOf`) other than the composition folders (`App`) and the runtime folders (TEA's `Store`).
public struct ArchitectureMeasures: Sendable {
    public let name: String
    /// Every `.swift` file of the folder, generated ones included.
    public let folder: FolderMetrics
    /// The unit tests, when a test folder was given.
    public let tests: FolderMetrics?
    /// Each type of the folder by qualified name: its classification, group, file, lines and complexity.
    public let types: [String: TypeFigures]
    public let graph: RoleGraph
    /// The screens, sorted: the groups that are neither composition nor runtime.
    public let screens: [String]
    public let compositionFolders: Set<String>
    public let runtimeFolders: Set<String>
    /// What each unit test stands up.
    public let testBuilds: [TestBuild]
    /// Each file's group (its screen, `App`, `Store`), by path.
    public let fileGroups: [String: String]

    public struct TypeFigures: Sendable, Equatable {
        public let classification: CodeIndex.TypeInfo.Classification
        public let group: String
        public let file: String
        public let lines: Int
        public let complexity: Int
    }

    /// Measures the Swift files under `folder`, and the unit tests under `tests` (with the shared test code under
    /// `testSupport`; the modules every variant shares under `shared` tell their types from doubles and roles).
    public static func measure(
        name: String, folder: URL, tests: URL? = nil, testSupport: [URL] = [], shared: [URL] = [],
        compositionFolders: Set<String> = ["App"], runtimeFolders: Set<String> = [],
        groupOf: (String) -> String = { SwiftFile.topFolder(of: $0) }
    ) throws -> ArchitectureMeasures {
        let sources = try SwiftFile.read(folder: folder, origin: .architecture)
        let testFiles = try tests.map { try SwiftFile.read(folder: $0, origin: .test) } ?? []
        var others: [SwiftFile] = []
        for url in testSupport {
            others += try prefixed(SwiftFile.read(folder: url, origin: .test), url.lastPathComponent)
        }
        for url in shared {
            others += try prefixed(SwiftFile.read(folder: url, origin: .shared), url.lastPathComponent)
        }
        return measure(
            name: name, sources: sources, tests: tests == nil ? nil : testFiles, others: others,
            compositionFolders: compositionFolders, runtimeFolders: runtimeFolders, groupOf: groupOf)
    }

    /// The same, from files already read: `others` are the shared test code and modules, their paths made unique.
    public static func measure(
        name: String, sources: [SwiftFile], tests: [SwiftFile]?, others: [SwiftFile] = [],
        compositionFolders: Set<String> = ["App"], runtimeFolders: Set<String> = [],
        groupOf: (String) -> String = { SwiftFile.topFolder(of: $0) }
    ) -> ArchitectureMeasures {
        let index = CodeIndex(files: sources)
        let graph = RoleGraph.build(index: index, groupOf: groupOf)
        var types: [String: TypeFigures] = [:]
        for type in index.types.values {
            types[type.qualifiedName] = TypeFigures(
                classification: type.classification, group: groupOf(type.file), file: type.file, lines: type.lines,
                complexity: type.complexity)
        }
        let groups = Set(sources.map { groupOf($0.path) })
        var builds: [TestBuild] = []
        if let tests {
            let testIndex = CodeIndex(files: sources + tests + others)
            builds = TestBuild.measure(
                index: testIndex, testFiles: tests.map(\.path), runtimeFolders: runtimeFolders)
        }
        return ArchitectureMeasures(
            name: name, folder: FolderMetrics.measure(name: name, files: sources),
            tests: tests.map { FolderMetrics.measure(name: name, files: $0) }, types: types, graph: graph,
            screens: groups.subtracting(compositionFolders).subtracting(runtimeFolders).subtracting(["."]).sorted(),
            compositionFolders: compositionFolders, runtimeFolders: runtimeFolders, testBuilds: builds,
            fileGroups: Dictionary(uniqueKeysWithValues: sources.map { ($0.path, groupOf($0.path)) }))
    }

    private static func prefixed(_ files: [SwiftFile], _ prefix: String) -> [SwiftFile] {
        files.map { SwiftFile(path: "\(prefix)/\($0.path)", origin: $0.origin, source: $0.source) }
    }

    // MARK: - Counts

    public func count(_ classification: CodeIndex.TypeInfo.Classification, in group: String? = nil) -> Int {
        types.values.filter { $0.classification == classification && (group == nil || $0.group == group) }.count
    }

    public var roles: Int { count(.role) }
    public var carriers: Int { count(.carrier) }
    public var contracts: Int { count(.contract) }

    /// The files of a group, by path.
    public func files(in group: String) -> [String: FileMetrics] {
        folder.files.filter { fileGroups[$0.key] == group }
    }

    /// McCabe's number summed over every function-like body of the group's files (generated ones aside).
    public func complexity(of group: String) -> Int {
        folder.written.filter { fileGroups[$0.key] == group }.values.flatMap(\.complexities).reduce(0, +)
    }

    public func lines(of group: String) -> Int { files(in: group).values.reduce(0) { $0 + $1.lines } }

    /// The roles of a group, by qualified name.
    public func roles(in group: String) -> [String] {
        types.filter { $0.value.classification == .role && $0.value.group == group }.keys.sorted()
    }

    /// Coupling of the roles; `whole` with the composition and runtime folders, else the screens' roles alone.
    public func coupling(whole: Bool = true) -> Coupling {
        (whole ? graph : graph.without(groups: compositionFolders.union(runtimeFolders))).coupling
    }
}
