/// The worker the app uses: cards stored as `CardRecord` rows.
public typealias CardsWorker = PersistenceWorker<CardRecord>
