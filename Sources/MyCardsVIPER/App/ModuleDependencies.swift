import MyCardsUI

/// What a builder assembles a module from: services for its interactor, the app for its view and router.
typealias ModuleDependencies = AppContext
