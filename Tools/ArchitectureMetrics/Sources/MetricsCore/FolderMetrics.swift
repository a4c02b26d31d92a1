import Foundation

/// A folder of Swift files measured as a whole: an architecture, a shared module, or a test target.
public struct FolderMetrics: Sendable {
    public let name: String
    public let files: [String: FileMetrics]

    public init(name: String, files: [String: FileMetrics]) {
        self.name = name
        self.files = files
    }

    /// Every `.swift` file under `folder`, keyed by its path inside it.
    public static func measure(name: String, folder: URL) throws -> FolderMetrics {
        FolderMetrics(name: name, files: try sources(in: folder).mapValues(FileMetrics.measure(source:)))
    }

    /// The source of every `.swift` file under `folder`, keyed by its path inside it.
    public static func sources(in folder: URL) throws -> [String: String] {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var sources: [String: String] = [:]
        for url in urls {
            sources[String(url.path.dropFirst(folder.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return sources
    }

    public var fileCount: Int { files.count }
    public var lines: Int { sum(\.lines) }
    public var codeLines: Int { sum(\.codeLines) }
    public var commentLines: Int { sum(\.commentLines) }
    public var blankLines: Int { sum(\.blankLines) }
    public var codeLinesWithoutTrace: Int { sum(\.codeLinesWithoutTrace) }
    public var functions: Int { sum(\.functions) }
    public var tests: Int { sum(\.tests) }
    public var assertions: Int { sum(\.assertions) }
    public var maxLinesPerFile: Int { files.values.map(\.lines).max() ?? 0 }
    public var medianLinesPerFile: Int { Self.median(files.values.map(\.lines)) }
    public var maxComplexity: Int { files.values.flatMap(\.complexities).max() ?? 0 }

    public var meanComplexity: Double {
        let all = files.values.flatMap(\.complexities)
        return all.isEmpty ? 0 : Double(all.reduce(0, +)) / Double(all.count)
    }

    public var types: [String: Int] {
        files.values.reduce(into: [:]) { total, file in total.merge(file.types, uniquingKeysWith: +) }
    }

    public var roles: Int { sum(\.roles) }
    public var dataCarriers: Int { sum(\.dataCarriers) }

    public var imports: [String] {
        Array(files.values.reduce(into: Set<String>()) { $0.formUnion($1.imports) }).sorted()
    }

    /// Files per top-level sub-folder (`Cards/`, `CardDetails/` …, `App/`).
    public var filesPerFolder: [String: Int] {
        files.keys.reduce(into: [:]) { counts, path in
            let folder = path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "."
            counts[folder, default: 0] += 1
        }
    }

    private func sum(_ value: KeyPath<FileMetrics, Int>) -> Int {
        files.values.reduce(0) { $0 + $1[keyPath: value] }
    }

    static func median(_ values: [Int]) -> Int {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
