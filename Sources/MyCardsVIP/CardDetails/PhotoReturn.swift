import MyCardsUI

/// Where a photo scene takes the photo it made: back to the Card scene that asked for it (the screen to return to)
/// and into that scene's data store. The Card router passes it into the photo scene's data store and each photo
/// router passes it on, so no photo scene knows the Card scene's types.
package struct PhotoReturn {
    weak var screen: (any Screen)?
    weak var dataStore: (any CardDetailsDataStore)?
}
