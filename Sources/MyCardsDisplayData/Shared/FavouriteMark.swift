/// Behaviour.md "Favourites": a favourite's name is shown with a star before it, on Cards and on the Card screen alike.
public enum FavouriteMark {
    public static let star = "★ "

    public static func label(_ name: String, isFavourite: Bool) -> String {
        isFavourite ? star + name : name
    }
}
