import MyCardsUI

/// What MVC controllers are built with, handed from controller to controller as they push one another (Apple's
/// MVC: the presenting controller configures the next): the run's services and the running app, as protocols, so
/// a test builds a controller with fakes.
typealias MVCDependencies = AppContext
