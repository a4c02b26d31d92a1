import MyCardsUI

/// What a scene is set up with: the services its workers wrap, and the app its view controller and router
/// talk to.
typealias SceneContext = AppContext
