import FeedModel

extension MastodonReader {
  /// Reads a statuses array as it arrives: every account becomes a user, the owner (`me`) is
  /// the account that wrote most of the statuses, and the feed is newest first, each status
  /// shown as soon as it is parsed (see ``StatusAssembler``).
  ///
  /// - Parameter name: the input's name in messages.
  static func readStatuses(
    _ input: ByteInput, name: String, into builder: DocumentBuilder
  ) throws(DocumentError) {
    let assembler = StatusAssembler(builder: builder)
    var stream = StatusStream(input, name: name)
    builder.noteProgress(bytesRead: 0, totalBytes: input.totalBytes)
    try stream.run(
      element: { status, index, end in
        assembler.add(status, index: index)
        builder.noteProgress(bytesRead: end, totalBytes: input.totalBytes)
      },
      waiting: {
        // A pipe may keep the next read waiting: show what is in before waiting for more.
        assembler.flush()
        builder.publishIfChanged()
      })
    assembler.finish()
    builder.noteProgress(bytesRead: input.bytesRead, totalBytes: input.totalBytes)
  }
}
