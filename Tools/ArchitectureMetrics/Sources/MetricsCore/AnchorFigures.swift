import Foundation
import SwiftParser
import SwiftSyntax

/// The static rows of the comparison for one pattern's code, ours or an anchor's, through one small adapter over the
/// comparison's measures (`ArchitectureMeasures`): when those change, only `measure` changes.
public struct AnchorFigures: Sendable, Equatable {
    public var files = 0
    public var lines = 0
    public var codeLines = 0
    /// Roles, data carriers and contracts by `CodeIndex.classify`'s rules, as the comparison counts them.
    public var roles = 0
    public var carriers = 0
    /// Protocols.
    public var contracts = 0
    /// Cyclomatic complexity summed over every function, and the largest.
    public var complexity = 0
    public var maxComplexity = 0
    public var coupling = AnchorCoupling.Summary(
        roles: 0, edges: 0, meanInstability: nil, maxEfferent: 0, propagationCost: 0, rolesInCycles: 0)
    /// Unit tests (`@Test`, XCTest's `test…` methods, Quick's `it`) in test files that name a role of the pattern's
    /// code, and their assertions; the test target's other tests (of the shared layers) apart.
    public var tests = 0
    public var assertions = 0
    public var otherTests = 0
    /// Files left out: views (nothing but UIKit view subclasses), files that declare nothing (commented out).
    public var views = 0
    public var empty = 0

    /// Measures the pattern's part of `sources` (path under the variant's root → text) and the tests in `tests`.
    public static func measure(variant: AnchorVariant, sources: [String: String], tests: [String: String])
        -> AnchorFigures
    {
        var figures = AnchorFigures()
        let inShared = { (path: String) in variant.shared.contains { path.hasPrefix("\($0)/") } }
        var pattern: [String: String] = [:]
        let views = viewFiles(sources)
        for (path, source) in sources where !inShared(path) {
            if views.contains(path) {
                figures.views += 1
            } else if !declaresAnything(source) {
                figures.empty += 1
            } else {
                pattern[path] = source
            }
        }
        // The composition root's files go under `App/`, as ours: the same classification, graph and coupling as the
        // comparison's (`ArchitectureMeasures`), the composition root's roles among the graph's nodes.
        let files = pattern.sorted { $0.key < $1.key }.map { path, source in
            let wiring = variant.compositionRoot.contains { path == $0 || path.hasPrefix("\($0)/") }
            return SwiftFile(
                path: wiring ? "App/" + path : (path.hasPrefix("App/") ? "Screens/" + path : path),
                origin: .architecture, source: source)
        }
        let measured = ArchitectureMeasures.measure(
            name: variant.label, sources: files, tests: nil,
            runtimeFolders: ComparisonReport.runtimeFolders[variant.pattern] ?? [])
        let folder = measured.folder
        figures.files = folder.fileCount
        figures.lines = folder.lines
        figures.codeLines = folder.codeLines
        figures.roles = measured.roles
        figures.carriers = measured.carriers
        figures.contracts = measured.contracts
        figures.complexity = folder.totalComplexity
        figures.maxComplexity = folder.maxComplexity
        figures.coupling = AnchorCoupling.summary(roles: measured.graph.roles, edges: measured.graph.dependencies)
        let roleNames = Set(measured.roleFiles.keys.map { String($0.split(separator: ".").last ?? "") })
        for source in tests.values {
            let counted = AnchorTestCounter.count(source)
            if AnchorTestCounter.names(roleNames, in: source) {
                figures.tests += counted.tests
                figures.assertions += counted.assertions
            } else {
                figures.otherTests += counted.tests
            }
        }
        return figures
    }

    /// Whether a file declares a type, an extension or a function (a file all commented out declares nothing).
    static func declaresAnything(_ source: String) -> Bool {
        Parser.parse(source: source).statements.contains { item in
            guard let decl = item.item.as(DeclSyntax.self) else { return false }
            return !decl.is(ImportDeclSyntax.self)
        }
    }

    /// The files whose classes are all views (subclasses of a UIKit view, directly or through another class of the
    /// app) and that declare no other role: shared views, as MyCardsUI's.
    static func viewFiles(_ sources: [String: String]) -> Set<String> {
        var superclass: [String: String] = [:]
        var classesOf: [String: [String]] = [:]
        var otherRoles: Set<String> = []
        for (path, source) in sources {
            for item in Parser.parse(source: source).statements {
                if let node = item.item.as(ClassDeclSyntax.self) {
                    classesOf[path, default: []].append(node.name.text)
                    if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                        superclass[node.name.text] = first
                    }
                } else if let node = item.item.as(StructDeclSyntax.self),
                    node.memberBlock.members.contains(where: { $0.decl.is(FunctionDeclSyntax.self) })
                {
                    otherRoles.insert(path)
                }
            }
        }
        func isView(_ name: String, _ depth: Int = 0) -> Bool {
            if AnchorCatalogue.viewClasses.contains(name) { return true }
            guard depth < 8, let parent = superclass[name] else { return false }
            return isView(parent, depth + 1)
        }
        return Set(
            classesOf.filter { path, classes in !otherRoles.contains(path) && classes.allSatisfy { isView($0) } }.keys)
    }
}
