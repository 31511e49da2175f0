extension ByteInput {
  /// Reads up to `count` bytes onto the end of `bytes`; returns how many, 0 at the end.
  ///
  /// The block is read into fresh, uninitialised memory: zero-filling it first costs more than
  /// the copy onto `bytes`. Bytes read before an error are kept, then the error is thrown.
  public func read(upTo count: Int, appendingTo bytes: inout [UInt8]) throws(DocumentError) -> Int {
    var failure: DocumentError?
    let block = [UInt8](unsafeUninitializedCapacity: max(0, count)) { buffer, read in
      read = 0
      do throws(DocumentError) {
        read = try self.read(into: UnsafeMutableRawBufferPointer(buffer))
      } catch {
        failure = error
      }
    }
    bytes.append(contentsOf: block)
    if let failure { throw failure }
    return block.count
  }
}
