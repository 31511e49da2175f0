import ListDiff

/// An iterator that can look at its next element without taking it.
struct PeekableIterator<Base: IteratorProtocol>: IteratorProtocol {
  private var base: Base
  private var buffered: Base.Element?

  init(_ base: Base) {
    self.base = base
    buffered = self.base.next()
  }

  func peek() -> Base.Element? { buffered }

  mutating func next() -> Base.Element? {
    defer { buffered = base.next() }
    return buffered
  }
}

extension IteratorProtocol {
  /// This iterator, able to peek.
  func peekable() -> PeekableIterator<Self> { PeekableIterator(self) }
}
