extension Card: RecordConvertible {
    public func record() -> CardRecord {
        CardRecord(self)
    }
}
