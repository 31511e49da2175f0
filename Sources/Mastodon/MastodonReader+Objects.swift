import FeedModel
import JSON

extension MastodonReader {
  /// The top-level members that make a JSON object a Mastodon REST API answer once the whole
  /// object is seen: `account`, `statuses`, `ancestors`, `descendants`, `error`,
  /// `notification_groups`.
  public static var restObjectMembers: Set<String> { RESTShape.memberNames }

  /// Reads a Mastodon REST API answer that is a JSON object: a status opens as a feed of one,
  /// the `statuses` of search results (or of `{"statuses": […]}`) as a list of statuses (their
  /// accounts and hashtags left out with a warning), and a thread's context as its ancestors
  /// and descendants (with a warning when the status it was asked about is not among the
  /// statuses: see ``ContextFocus``); notifications and the server's error are refused, saying
  /// what they are and, where there are statuses in them, how to take them out (see
  /// ``RESTShape``).
  ///
  /// The object is read whole (up to ``ExportFiles/sizeLimit``). Places in its warnings are
  /// those of a list of statuses: `statuses[0]` for a status by itself. More statuses, arrays
  /// of statuses or search results may follow it, one after another (`jq -c '.[]'` writes a
  /// status a line): their statuses are numbered on, as `jq -s` would join them.
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
      buffer -> Result<[RESTValue], DocumentError> in
      do throws(DocumentError) {
        return .success(try statuses(inSequence: buffer, file: name))
      } catch {
        return .failure(error)
      }
    }
    let assembler = StatusAssembler(builder: builder)
    var index = 0
    for read in try parsed.get() {
      if let shape = read.shape {
        assembler.note(shape, of: read.value, firstIndex: index, place: read.place)
      }
      for (offset, status) in read.statuses.enumerated() {
        assembler.add(status, index: index, surrogates: offset == 0 ? read.surrogates : [])
        index += 1
      }
    }
    try refuseIfNoStatus(assembler, name: name)
    assembler.finish()
    builder.noteProgress(bytesRead: input.bytesRead, totalBytes: input.totalBytes)
  }
}

extension MastodonReader {
  /// A JSON value of a sequence of REST answers, read: its statuses, the messages for the lone
  /// surrogate escapes in it, its shape when it is an object, and its place for warnings
  /// (empty for the first value, else `line 12`).
  struct RESTValue {
    var statuses: [JSONValue]
    var surrogates: [String]
    var value: JSONValue
    var shape: RESTShape?
    var place: String
  }

  /// The statuses of each JSON value in `buffer`, one after another, with the messages for the
  /// lone surrogate escapes in each.
  ///
  /// - Throws: ``DocumentError`` for malformed JSON, a first value of a shape with no
  ///   statuses (see ``RESTShape/refusal(file:)``), or a later one that is neither a status,
  ///   an array of them, nor search results.
  static func statuses(
    inSequence buffer: UnsafeBufferPointer<UInt8>, file: String
  ) throws(DocumentError) -> [RESTValue] {
    var reader = JSONReader(buffer)
    var read: [(value: JSONValue, start: Int, surrogates: [String])] = []
    do throws(DecodingFailure) {
      if buffer.starts(with: JSONReader.byteOrderMark) {
        reader.offset = JSONReader.byteOrderMark.count
      }
      reader.skipWhitespace()
      repeat {
        let start = reader.offset
        let value = try reader.readValue()
        read.append((value, start, LoneSurrogate.messages(of: reader, in: buffer)))
        reader.replacedSurrogates.removeAll()
        reader.skipWhitespace()
      } while reader.offset < buffer.count
        && [UInt8(ascii: "["), UInt8(ascii: "{")].contains(buffer[reader.offset])
      try reader.finish()
    } catch {
      throw DocumentError(error, in: buffer, file: file, member: nil)
    }
    var values: [RESTValue] = []
    for (value, start, surrogates) in read {
      let shape = RESTShape(value)
      if values.isEmpty, let refusal = shape.refusal(file: file) { throw refusal }
      let line = TextPosition(offset: start, in: buffer).line
      guard let statuses = value.array ?? shape.statuses(of: value) else {
        throw shape.refusal(afterStatusesIn: file, line: line)
      }
      values.append(
        RESTValue(
          statuses: statuses, surrogates: surrogates, value: value,
          shape: value.array == nil ? shape : nil, place: values.isEmpty ? "" : "line \(line)"))
    }
    return values
  }
}
