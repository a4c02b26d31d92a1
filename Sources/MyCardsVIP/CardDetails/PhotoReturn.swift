import MyCardsUI

/// Where a photo scene takes the photo it made: back to the Card scene that asked for it (the screen to return to)
/// and into that scene's data store. Routing, not data: the Card router gives it to the photo scene's router and each
/// photo router passes it on, router to router (no data store holds a screen), so no photo scene knows the Card
/// scene's types.
package struct PhotoReturn {
    weak var screen: (any Screen)?
    weak var dataStore: (any CardDetailsDataStore)?
}
