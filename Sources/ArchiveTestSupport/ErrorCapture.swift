import Archive

/// The ``ArchiveError`` that `body` throws, or `nil` if it returns.
public func archiveError<T>(_ body: () throws(ArchiveError) -> T) -> ArchiveError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}
