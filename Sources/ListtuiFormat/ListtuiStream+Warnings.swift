import FeedModel
import JSON

extension ListtuiStream {
  /// The warnings a decoder made about the value it read: first one for each lone UTF-16
  /// surrogate escape it replaced with U+FFFD, at the innermost member holding it with the
  /// escape's line and column, then its own.
  ///
  /// ```text
  /// feed[3].comment: lone UTF-16 surrogate '\uD800' at 5:17; shown as U+FFFD
  /// ```
  func warnings(of decoder: inout DocumentDecoder) -> [DocumentWarning] {
    decoder.noteSurrogates()
    guard !decoder.surrogates.isEmpty else { return decoder.warnings }
    let bytes = decoder.reader.bytes
    let surrogates = decoder.surrogates.map { offset, place in
      // The reader checked the escape: a backslash, `u` and four hex digits, all ASCII.
      let end = min(offset + 6, bytes.count)
      let escape = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
      let shown = "\\u" + escape.dropFirst(2).uppercased()
      let position = window.position(of: offset)
      return DocumentWarning(
        place: place, message: "lone UTF-16 surrogate '\(shown)' at \(position); shown as U+FFFD")
    }
    return surrogates + decoder.warnings
  }

  /// Adds the entry in ``draft``, read as the element at `index` of `feed`, with the warnings
  /// its decoder made.
  ///
  /// They are about the entry when it is kept, and then go to the builder after it, once that
  /// is known: a repeated id is skipped, and the entry of that id is another's.
  mutating func addEntry(index: Int, warnings: [DocumentWarning]) {
    guard !warnings.isEmpty, draft.problem == nil else {
      for warning in warnings { builder.warn(warning.place, warning.message) }
      builder.addEntry(draft, index: index)
      return
    }
    let count = builder.entryCount
    builder.addEntry(draft, index: index)
    let subject: WarningSubject? =
      builder.entryCount > count ? .entry(id: String(decoding: draft.id, as: UTF8.self)) : nil
    for warning in warnings { builder.warn(warning.place, warning.message, about: subject) }
  }
}
