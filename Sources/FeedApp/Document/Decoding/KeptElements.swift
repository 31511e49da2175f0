/// The elements of an array that survive checking, copied only once one is dropped.
///
/// Most documents have no problems, so the common case returns the original array untouched.
struct KeptElements<Element> {
  private let original: [Element]
  private var kept: [Element]?
  private var nextToCopy = 0

  /// Starts with every element of `original` kept.
  init(_ original: [Element]) {
    self.original = original
  }

  /// Drops the element at `index`; indices must be dropped in increasing order.
  mutating func drop(at index: Int) {
    if kept == nil {
      kept = []
      kept?.reserveCapacity(original.count - 1)
    }
    kept?.append(contentsOf: original[nextToCopy..<index])
    nextToCopy = index + 1
  }

  /// The elements not dropped, in their original order.
  var result: [Element] {
    guard var kept else { return original }
    kept.append(contentsOf: original[nextToCopy...])
    return kept
  }
}
