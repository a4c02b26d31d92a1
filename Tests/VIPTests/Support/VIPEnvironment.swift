import MyCardsTestSupport

/// The shared doubles; a scene is set up with their `context`.
typealias VIPEnvironment = AppDoubles
