import MyCardsTestSupport

@testable import MyCardsVIPER

/// The shared doubles; a builder takes their context as its module dependencies.
typealias ModuleEnvironment = AppDoubles

extension AppDoubles {
    var dependencies: ModuleDependencies { context }
}
