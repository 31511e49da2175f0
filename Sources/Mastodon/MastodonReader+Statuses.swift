import FeedModel

extension MastodonReader {
  /// Reads a statuses array as it arrives: every account becomes a user, the owner (`me`) is
  /// the account that wrote every status, or the one the builder's `ownerName` names (see
  /// ``StatusAssembler/owner``), and the feed is newest first, each status shown as soon as it
  /// is parsed (see ``StatusAssembler``).
  ///
  /// - Parameter name: the input's name in messages.
  /// - Throws: ``DocumentError`` for input that cannot be read, malformed JSON, or an array
  ///   whose elements are there but none of them a status. After an error past the first
  ///   status, every status whole before it is in the builder first, as at the end.
  static func readStatuses(
    _ input: ByteInput, name: String, into builder: DocumentBuilder
  ) throws(DocumentError) {
    let assembler = StatusAssembler(builder: builder)
    var stream = StatusStream(input, name: name)
    builder.noteProgress(bytesRead: 0, totalBytes: input.totalBytes)
    do throws(DocumentError) {
      try stream.run(
        element: { status, index, end, surrogates in
          // A notification has an account and a date as a status has: refused, not shown as
          // a post with nothing in it.
          if let refusal = RESTShape.notificationRefusal(status, index: index, file: name) {
            return refusal
          }
          assembler.add(status, index: index, surrogates: surrogates)
          builder.noteProgress(bytesRead: end, totalBytes: input.totalBytes)
          return nil
        },
        object: { shape, value, firstIndex, line in
          assembler.note(shape, of: value, firstIndex: firstIndex, place: "line \(line)")
        },
        waiting: {
          // A pipe may keep the next read waiting: show what is in before waiting for more.
          assembler.flush()
          builder.publishIfChanged()
        })
    } catch {
      // Every status whole before the error goes in, not only those already shown: those
      // waiting to be converted, and those without a date, so that what was read stays.
      if !assembler.statuses.posts.isEmpty { assembler.finish() }
      throw error
    }
    try refuseIfNoStatus(assembler, name: name)
    assembler.finish()
    builder.noteProgress(bytesRead: input.bytesRead, totalBytes: input.totalBytes)
  }

  /// Refuses statuses of which none was read though there were some: an array of something
  /// else, such as Misskey's notes, is bad data, not an empty feed; an empty array is an empty
  /// feed.
  static func refuseIfNoStatus(
    _ assembler: StatusAssembler, name: String
  ) throws(DocumentError) {
    guard assembler.statuses.posts.isEmpty, let skip = assembler.statuses.firstSkip else {
      return
    }
    let count = assembler.statuses.elements
    let which = count == 1 ? "its only element" : "its first element"
    let rest = count == 1 ? "" : ", and none of its \(count) elements is a status"
    throw DocumentError(
      kind: .invalid, file: name, place: skip.place,
      message: "not a list of Mastodon statuses: \(which) \(skip.lack)\(rest)")
  }
}
