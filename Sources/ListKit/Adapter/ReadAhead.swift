import Synchronization

/// Software prefetching in plain Swift, for the passes of an update that read scattered memory:
/// a tight loop of independent reads, whose cache misses the processor overlaps, run just
/// before a loop that would otherwise meet them one at a time.
///
/// An update of a hundred thousand sections is bound by memory: the controllers told of a
/// change, the objects they are told of and the controllers of deleted sections lie anywhere,
/// and a loop that calls out for each one waits for each miss alone, about 150 ns on a busy
/// machine. Read ahead together, the same words cost a fraction of that each. The words read
/// are summed into ``sink``, so that the compiler keeps the reads; nothing reads the sum.
enum ReadAhead {
  /// The sum of the last words read ahead: written, never read.
  private static let sink = Atomic<UInt>(0)

  /// Reads the first word of the elements at `indexes` of a buffer; nothing for elements
  /// smaller than a word or aligned less, whose first word may not be theirs to read.
  static func elements<Element>(
    of buffer: UnsafeBufferPointer<Element>, at indexes: some Sequence<Int>
  ) {
    guard MemoryLayout<Element>.size >= MemoryLayout<UInt>.size,
      MemoryLayout<Element>.alignment >= MemoryLayout<UInt>.alignment,
      let base = buffer.baseAddress
    else { return }
    let raw = UnsafeRawPointer(base)
    let stride = MemoryLayout<Element>.stride
    var sum: UInt = 0
    for index in indexes {
      precondition(buffer.indices.contains(index), "index out of range")
      sum &+= raw.load(fromByteOffset: index * stride, as: UInt.self)
    }
    sink.store(sum, ordering: .relaxed)
  }

  /// Reads the first word of the objects at some addresses: their headers, which a call or a
  /// release touches first.
  static func objects(at addresses: some Sequence<UnsafeRawPointer?>) {
    var sum: UInt = 0
    for address in addresses {
      guard let address else { continue }
      sum &+= address.load(as: UInt.self)
    }
    sink.store(sum, ordering: .relaxed)
  }
}
