extension ReadOnlyFile {
  /// Exactly `count` bytes at `offset`, read a part (``ZipInflation/partSize``) at a time as a
  /// zip member is inflated, with `watch` shown the bytes read so far after each part; `nil`
  /// as soon as `watch` returns false.
  ///
  /// Memory holds one copy of the bytes, however many parts are watched.
  ///
  /// - Throws: `short` when the file ends first; ``ArchiveError/Kind/cannotOpen`` naming
  ///   `member` when the system fails.
  func bytes(
    at offset: Int, count: Int, member: String?, short: ArchiveError,
    watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { throw short }
    guard count > 0 else { return watch(UnsafeRawBufferPointer(start: nil, count: 0)) ? [] : nil }
    var failure: ArchiveError?
    var stopped = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let output = UnsafeMutableRawBufferPointer(buffer)
      var done = 0
      while done < count {
        let partEnd = min(count, done + ZipInflation.partSize)
        let read = self.read(
          at: offset + done, into: UnsafeMutableRawBufferPointer(rebasing: output[done..<partEnd]))
        if read < 0 {
          failure = .system(archive: name, member: member, code: Int32(-read))
          break
        }
        guard read == partEnd - done else {
          failure = short
          break
        }
        done = partEnd
        guard watch(UnsafeRawBufferPointer(rebasing: output[..<done])) else {
          stopped = true
          break
        }
      }
      initialized = failure == nil && !stopped ? done : 0
    }
    if let failure { throw failure }
    return stopped ? nil : bytes
  }
}
