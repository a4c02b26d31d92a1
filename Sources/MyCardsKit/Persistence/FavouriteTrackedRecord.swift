/// A record the user can mark as a favourite. The mark is local: only `setFavourite` changes it; saves and
/// downloads keep the stored one, whatever the entity they write says.
public protocol FavouriteTrackedRecord {
    static var favouriteColumn: String { get }
    var isFavourite: Bool { get set }
}
