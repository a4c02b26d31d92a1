import Benchmark
import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The in-process parts of `make bench`, each with its allocations: what a download costs (parse, merge, the store
/// read that shows it), what one frame of the Cards grid costs with 10,000 cards, and what a photo costs on its way
/// to the terminal. The whole-process figures, as a person feels them, come from `scripts/bench/bench.py`.
///
/// The store's completions and the Cards view run on the main actor, so those benchmarks hand their `benchmark` to
/// it (`nonisolated(unsafe)`): the runner reads the measurements only after the closure has returned.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 20)

    Benchmark("Parse 10,000 downloaded cards") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try CardParser().parse(BenchmarkData.wire))
        }
    }

    Benchmark("Merge 10,000 downloaded cards into an empty store") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                let worker = BenchmarkData.emptyStore()
                benchmark.startMeasurement()
                worker.mergeDownloaded(BenchmarkData.cards) { blackHole($0) }
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Read 10,000 cards in display order") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let worker = BenchmarkData.filledStore()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                worker.get(.cardsInDisplayOrder) { blackHole($0) }
            }
        }
    }

    Benchmark(
        "Cards grid frame after a move, 10,000 cards",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 100)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let view = BenchmarkData.cardsView()
            let moves: [Key] = [.right, .right, .down, .down, .left, .up]
            var buffer = ScreenBuffer(size: BenchmarkData.screen)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                _ = view.handle(.key(moves[iteration % moves.count]))
                buffer = ScreenBuffer(size: BenchmarkData.screen)
                blackHole(view.render(into: &buffer, area: Rect(x: 0, y: 1, width: 100, height: 29)))
            }
        }
    }

    // Issue 25's goal: drawing a code for the Code screen under 1 ms — the modules from libzint and the cells.
    for (barcode, number) in [(Barcode.ean13, "5901234123457"), (.qrCode, "https://example.com/card/42")] {
        Benchmark(
            "Code screen: \(barcode.displayName) encoded and drawn at 120×36",
            configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 100)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let matrix = try BarcodeEncoder.modules(for: number, as: barcode).get()
                blackHole(BarcodePicture.fitting(matrix, of: barcode, in: Size(width: 120, height: 31)))
            }
        }
    }

    Benchmark("Decode a 600×338 card photo") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ImageDecoder.decode(BenchmarkData.shownPhoto.data))
        }
    }

    Benchmark("Photo to text: scale, palette, escapes at 120 columns") { benchmark in
        let image = try ImageDecoder.decode(BenchmarkData.shownPhoto.data)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let raster = HalfBlockRenderer().render(image, fitting: Size(width: 120, height: 1000), mode: .palette256)
            blackHole(ANSIText.text(of: raster))
        }
    }
}
