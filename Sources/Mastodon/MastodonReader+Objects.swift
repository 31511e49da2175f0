import FeedModel
import JSON

extension MastodonReader {
  /// The top-level members that make a JSON object a Mastodon REST API answer once the whole
  /// object is seen: `account`, `statuses`, `ancestors`, `descendants`, `error`,
  /// `notification_groups`.
  public static var restObjectMembers: Set<String> { RESTShape.memberNames }

  /// Reads a Mastodon REST API answer that is a JSON object: a status opens as a feed of one,
  /// the `statuses` of search results (or of `{"statuses": […]}`) as a list of statuses; a
  /// thread's context, notifications and the server's error are refused, saying what they
  /// are and, where there are statuses in them, how to take them out (see ``RESTShape``).
  ///
  /// The object is read whole (up to ``ExportFiles/sizeLimit``). Places in its warnings are
  /// those of a list of statuses: `statuses[0]` for a status by itself.
  ///
  /// - Throws: ``DocumentError`` for input that cannot be read, malformed JSON, or a shape
  ///   with nothing to show.
  public static func read(
    restObject input: ByteInput, into builder: DocumentBuilder
  ) throws(DocumentError) {
    let bytes = try input.readAll(limit: ExportFiles.sizeLimit) { read in
      builder.noteProgress(bytesRead: read, totalBytes: input.totalBytes)
      builder.publishProgressIfDue()
    }
    let name = input.name
    let parsed = bytes.withUnsafeBufferPointer {
      buffer -> Result<(JSONValue, [String]), DocumentError> in
      var reader = JSONReader(buffer)
      do throws(DecodingFailure) {
        if buffer.starts(with: JSONReader.byteOrderMark) {
          reader.offset = JSONReader.byteOrderMark.count
        }
        reader.skipWhitespace()
        let value = try reader.readValue()
        try reader.finish()
        return .success((value, LoneSurrogate.messages(of: reader, in: buffer)))
      } catch {
        return .failure(DocumentError(error, in: buffer, file: name, member: nil))
      }
    }
    let (value, surrogates): (JSONValue, [String])
    switch parsed {
    case .success(let result): (value, surrogates) = result
    case .failure(let error): throw error
    }
    let shape = RESTShape(value)
    if let refusal = shape.refusal(file: name) { throw refusal }
    let statuses = shape == .status ? [value] : value["statuses"]?.array ?? []
    let assembler = StatusAssembler(builder: builder)
    for (index, status) in statuses.enumerated() {
      assembler.add(status, index: index, surrogates: index == 0 ? surrogates : [])
    }
    try refuseIfNoStatus(assembler, name: name)
    assembler.finish()
    builder.noteProgress(bytesRead: input.bytesRead, totalBytes: input.totalBytes)
  }
}
