import MyCardsKit
import MyCardsUI

/// What view controllers are made with: the running app to navigate and report to, and what their views need
/// to draw. View models never see it.
@MainActor
struct ScreenServices {
    let shell: any AppShelling
    let tracer: any Tracing
    let theme: Theme
    let photoCache: PhotoCache
}
