import Foundation

extension ComparisonReport {
    /// The figures of the page, for other tools: every folder, every architecture's static measures per screen, the
    /// verdicts with their intervals, and the traces' counts.
    public var json: String {
        func entry(_ folder: FolderMetrics) -> [String: Any] {
            [
                "name": folder.name, "files": folder.fileCount, "lines": folder.lines, "code": folder.codeLines,
                "comment": folder.commentLines, "blank": folder.blankLines, "generatedFiles": folder.generated.count,
                "generatedLines": folder.generatedLines, "maxLinesPerFile": folder.maxLinesPerFile,
                "medianLinesPerFile": folder.medianLinesPerFile, "types": folder.types, "functions": folder.functions,
                "maxComplexity": folder.maxComplexity, "totalComplexity": folder.totalComplexity,
                "imports": folder.imports, "filesPerFolder": folder.filesPerFolder, "tests": folder.tests,
                "assertions": folder.assertions,
            ]
        }
        let rounded = { (value: Double) in (value * 1000).rounded() / 1000 }
        let object: [String: Any] = [
            "architectures": sources.map(entry), "testTargets": tests.map(entry), "shared": shared.map(entry),
            "measures": sources.compactMap { measures[$0.name] }.map { measured -> [String: Any] in
                [
                    "name": measured.name, "roles": measured.roles, "carriers": measured.carriers,
                    "contracts": measured.contracts, "namespaces": measured.count(.namespace),
                    "propagationCost": rounded(measured.coupling().propagationCost),
                    "propagationCostScreensOnly": rounded(measured.coupling(whole: false).propagationCost),
                    "dependencies": measured.graph.dependencies.count,
                    "twoWayDataPairs": measured.graph.twoWayPairs.count,
                    "largestCycle": measured.coupling().cycles.first?.count ?? 0,
                    "testKinds": Dictionary(
                        uniqueKeysWithValues: TestBuild.Kind.allCases.map { kind in
                            (kind.rawValue, measured.testBuilds.filter { $0.kind == kind }.count)
                        }),
                    "sharedTypesNamed": sharedUse[measured.name]?.types.count ?? 0,
                    "sharedLinesNamed": sharedUse[measured.name]?.lines ?? 0,
                    "screens": Dictionary(
                        uniqueKeysWithValues: Self.screenAspects.map { aspect in
                            (aspect.name, screens.map { aspect.value(measured, $0).map(rounded) ?? NSNull() as Any })
                        }),
                ]
            },
            "verdicts": verdicts.map { aspect, verdict -> [String: Any] in
                var out: [String: Any] = [
                    "aspect": aspect.name, "measure": aspect.measure, "outcome": verdict.outcome.rawValue,
                ]
                if let deciding = verdict.deciding {
                    out["deciding"] =
                        [
                            "higher": deciding.order.higher, "lower": deciding.order.lower,
                            "mean": rounded(deciding.interval.mean), "low": rounded(deciding.interval.low),
                            "high": rounded(deciding.interval.high), "units": deciding.interval.count,
                        ] as [String: Any]
                }
                return out
            },
            "dataFlow": traces.map { trace in
                [
                    "name": trace.name, "messages": trace.messageCount, "edges": trace.edges.count,
                    "types": trace.types.count, "twoWayPairs": trace.twoWayPairs,
                ] as [String: Any]
            },
            "refactoring": sources.compactMap { source -> [String: Any]? in
                guard let change = refactoring?.architectures[source.name] else { return nil }
                return [
                    "name": source.name, "commit": change.commit, "sourceFiles": change.sources.files,
                    "sourceLinesAdded": change.sources.added, "sourceLinesRemoved": change.sources.removed,
                    "testFiles": change.tests.files, "testLinesAdded": change.tests.added,
                    "testLinesRemoved": change.tests.removed,
                ]
            },
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
