import MyCardsKit
import MyCardsMVCTracing
import MyCardsMVVMTracing
import MyCardsTEATracing
import MyCardsTestSupport
import MyCardsUI
import MyCardsVIPERTracing
import MyCardsVIPTracing
import Nimble
import Testing

/// The five variants behave identically, shown frame by frame: one scripted session over every screen, replayed on
/// each variant, must leave the same sequence of frames. The journeys check parts of screens; this checks all of it.
@MainActor
@Suite("The five variants, replaying one scripted session", .mainSerialExecutor)
struct FrameIdentitySpec {
    typealias Step = ScriptedSession.Step

    static let variants: [(name: String, makeRoot: (AppServices, AppShell) -> any Screen)] = [
        ("MVC", { MVCTracing.makeRoot(services: $0, shell: $1) }),
        ("MVVM", { MVVMTracing.makeRoot(services: $0, shell: $1) }),
        ("VIPER", { VIPERTracing.makeRoot(services: $0, shell: $1) }),
        ("VIP", { VIPTracing.makeRoot(services: $0, shell: $1) }),
        ("TEA", { TEATracing.makeRoot(services: $0, shell: $1) }),
    ]

    /// Over every screen: moves and help on Cards, a favourite, both photos and the code on Card, an edit of the name
    /// and the number with the barcode stepped through, a photo from the library (cropped) and one from the camera, a
    /// save, a resize, a new card given up, a delete.
    static let script: [Step] =
        keys(.right, .right, .left, .down, .character("G"), .character("g"), .character("?"), .escape)
        + keys(.enter, .character("*"), .character("f"), .escape, .character("b"), .escape, .character("c"), .escape)
        + keys(.character("e"), .end, .backspace, .backspace, .character("!"), .left, .character("?"), .tab)
        + keys(.character("4"), .character("2"), .tab, .right, .left, .tab)
        + keys(.enter, .character("l"), .down, .up, .down, .enter, .right, .right, .character("+"), .character("-"))
        + keys(.enter, .tab, .enter, .character("c")) + [.cameraFrame]
        + keys(.character(" "), .character("?"), .escape, .control("s"), .escape)
        + [.resize(Size(width: 60, height: 20)), .resize(Size(width: 100, height: 30))]
        + keys(.character("n"), .character("Z"), .character("e"), .character("d"), .tab, .tab, .escape)
        + keys(.character("y"), .down, .enter, .character("e"), .tab, .tab, .tab, .tab, .tab, .tab)
        + keys(.enter, .character("y"))
        + keys(.character("?"), .character("q"), .up, .right, .enter, .escape)

    static func keys(_ keys: Key...) -> [Step] { keys.map(Step.key) }

    static func frames(of variant: (AppServices, AppShell) -> any Screen) async throws -> [String] {
        try await ScriptedSession(makeRoot: variant).run(script)
    }

    @Test("has at least 60 steps, and visits every screen")
    func visitsEveryScreen() async throws {
        let frames = try await Self.frames(of: Self.variants[0].makeRoot)
        let titles = Set(frames.compactMap { $0.split(separator: "\n").first.map(String.init) })

        expect(Self.script.count).to(beGreaterThanOrEqualTo(60))
        for screen in ["Cards", "Card", "Edit card", "New card", "Photo library", "Crop", "Camera", "Photo", "Code"] {
            expect(titles.contains { $0.contains("· \(screen)") }).to(
                beTrue(),
                description:
                    "no frame of \(screen) among \(frames.map { $0.split(separator: "\n").first.map { String($0.dropFirst(11).dropLast(7)) } ?? "" })"
            )
        }
        expect(frames.contains { $0.contains("Help") }).to(beTrue())
    }

    @Test("leaves the same frames as MVC", arguments: ["MVVM", "VIPER", "VIP", "TEA"])
    func sameFramesAsMVC(variant: String) async throws {
        let mvc = try await Self.frames(of: Self.variants[0].makeRoot)
        let other = try await Self.frames(of: try #require(Self.variants.first { $0.name == variant }).makeRoot)

        let first = zip(mvc, other).enumerated().first { $0.element.0 != $0.element.1 }

        expect(other.count).to(equal(mvc.count))
        expect(first?.offset).to(beNil())
        if let first {
            // Nimble's message is one line; the two frames read best as they were drawn.
            Issue.record("first different frame, after step \(first.offset):\n\(first.element.0)\n\(first.element.1)")
        }
    }
}
