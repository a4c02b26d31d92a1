/// Which state of the store a read saw, as far as this process can tell: its own writes so far and SQLite's
/// `data_version` for everyone else's. Equal versions mean nothing was written in between.
struct StoreVersion: Equatable, Sendable {
    let localWrites: Int
    let dataVersion: Int
}
