import FeedModel
import JSON

extension DocumentDecoder {
  /// Reads a feed entry into a draft, reusing its buffers; `id`, `user` and `comment` are
  /// required.
  ///
  /// The hot path of a large document: the common fields are matched without generics and
  /// read straight into the draft's buffers.
  ///
  /// `idRead` is told the id as soon as it is read, before the rest of the entry.
  mutating func decodeEntry(
    into draft: inout EntryDraft, idRead: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }
  ) throws(DecodingFailure) {
    draft.reset()
    var hasID = false
    var hasUser = false
    var hasComment = false
    try expect(.object, "an object")
    var object = try reader.beginObject()
    while let name = try reader.nextKeyText(in: &object) {
      let field: FeedEntryField?
      switch name {
      case .input(let range):
        field = FeedEntryField(name: UnsafeBufferPointer(rebasing: reader.bytes[range]))
      case .scratch: field = reader.scratch.withUnsafeBufferPointer { FeedEntryField(name: $0) }
      }
      guard let field else {
        if unknownNames != nil { noteUnknownMember(memberName(name), of: FeedEntryField.self) }
        try reader.skipValue()
        continue
      }
      path.push(.key(field.name))
      switch field {
      case .id:
        hasID = try copyRequiredString(into: &draft.id)
        if hasID { draft.id.withUnsafeBufferPointer(idRead) }
      case .user: hasUser = try copyRequiredString(into: &draft.user)
      case .comment: hasComment = try copyRequiredString(into: &draft.comment)
      case .image: try copyOptionalString(into: &draft.image)
      case .postedAt:
        let isNull = try reader.peekKind() == .null
        try copyOptionalString(into: &draft.date)
        draft.isDateWrittenEmpty = !isNull && draft.date.isEmpty
      case .media:
        draft.media = try decodeArray { element throws(DecodingFailure) in try element.decodeMedia()
        }
      case .contentWarning: draft.contentWarning = try decodeOptionalString()
      case .sensitive: draft.isSensitive = try decodeOptionalBoolean() ?? false
      case .boost: draft.boost = try decodeBoost()
      case .replyTo: draft.reply = try decodeReply()
      case .poll: draft.poll = try decodePoll()
      case .mentions: draft.mentions = try decodeUserIDs()
      case .address: draft.address = try decodeOptionalString()
      case .visibility: draft.visibility = try decodeVisibility()
      case .editedAt: draft.editedAt = try decodeOptionalString()
      }
      noteSurrogates()
      path.pop()
    }
    guard hasID else { throw missing("id") }
    guard hasUser else { throw missing("user") }
    guard hasComment else { throw missing("comment") }
  }

  /// Reads a string into a buffer, replacing its content.
  mutating func copyString(into buffer: inout [UInt8]) throws(DecodingFailure) {
    try expect(.string, "a string")
    if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    switch try reader.scanString(decodingEscapes: true) {
    case .input(let range):
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: reader.bytes[range]))
    case .scratch: buffer.append(contentsOf: reader.scratch)
    }
  }

  /// Reads a required string into a buffer; returns false for `null`, which counts as absent.
  mutating func copyRequiredString(into buffer: inout [UInt8]) throws(DecodingFailure) -> Bool {
    if try reader.peekKind() == .null {
      try reader.readNull()
      return false
    }
    try copyString(into: &buffer)
    return true
  }

  /// Reads a string into a buffer, or `null` as an empty one.
  mutating func copyOptionalString(into buffer: inout [UInt8]) throws(DecodingFailure) {
    if try reader.peekKind() == .null {
      try reader.readNull()
      buffer.removeAll(keepingCapacity: true)
      return
    }
    try copyString(into: &buffer)
  }

  /// Reads `true` or `false`, or `null` as `nil`.
  mutating func decodeOptionalBoolean() throws(DecodingFailure) -> Bool? {
    if try reader.peekKind() == .null {
      try reader.readNull()
      return nil
    }
    try expect(.boolean, "a boolean")
    return try reader.readBoolean()
  }

  /// Reads a visibility: `public`, `unlisted`, `private` or `direct`; `null` is public, and so
  /// is any other string, with a warning.
  mutating func decodeVisibility() throws(DecodingFailure) -> Visibility {
    guard let name = try decodeOptionalString() else { return .public }
    if let visibility = Visibility(apiName: name) { return visibility }
    warnings.append(
      DocumentWarning(
        place: path.text ?? "visibility",
        message: "unknown visibility \(name.quotedForMessage); shown as public"))
    return .public
  }

  /// Reads an attachment; `path` is required.
  mutating func decodeMedia() throws(DecodingFailure) -> MediaAttachment {
    var path: String?
    var media = MediaAttachment(location: "")
    try decodeObject(MediaField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .path: path = try decoder.decodeOptionalString()
      case .type:
        let type = try decoder.decodeOptionalString() ?? "image"
        media.kind = MediaAttachment.Kind(typeName: type)
      case .description: media.description = try decoder.decodeOptionalString()
      case .width: media.width = try decoder.decodeOptionalCount(expected: "a size in pixels")
      case .height: media.height = try decoder.decodeOptionalCount(expected: "a size in pixels")
      case .focus: media.focus = try decoder.decodeOptionalFocus()
      }
    }
    guard let path else { throw missing("path") }
    media.location = path
    return media
  }

  /// Reads a boost, or `null`; `address` is required.
  mutating func decodeBoost() throws(DecodingFailure) -> Boost? {
    guard let link = try decodeLink() else { return nil }
    guard let address = link.address else { throw missing("address") }
    var boost = Boost(author: link.author, address: address)
    boost.entryID = link.entry
    return boost
  }

  /// Reads a reply, or `null`; `address` is required unless `author` names whom it replies to,
  /// as for a reply to an `entry` of the same document.
  mutating func decodeReply() throws(DecodingFailure) -> Reply? {
    guard let link = try decodeLink() else { return nil }
    guard link.address != nil || link.author != nil || link.entry != nil else {
      throw invalid("missing required field: \"address\", \"author\" or \"entry\"")
    }
    return Reply(address: link.address ?? "", author: link.author, entryID: link.entry)
  }

  /// Reads the object of a boost or a reply, or `null`.
  private mutating func decodeLink() throws(DecodingFailure) -> (
    address: String?, author: String?, entry: String?
  )? {
    if try reader.peekKind() == .null {
      try reader.readNull()
      return nil
    }
    var address: String?
    var author: String?
    var entry: String?
    try decodeObject(LinkField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .address: address = try decoder.decodeOptionalString()
      case .author: author = try decoder.decodeOptionalString()
      case .entry: entry = try decoder.decodeOptionalString()
      case .title, .votes: try decoder.reader.skipValue()
      }
    }
    return (address, author, entry)
  }

  /// Reads a poll, or `null`.
  mutating func decodePoll() throws(DecodingFailure) -> Poll? {
    if try reader.peekKind() == .null {
      try reader.readNull()
      return nil
    }
    var poll = Poll(options: [])
    var optionCount = 0
    try decodeObject(PollField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .options:
        // Past Poll.optionLimit the options are skipped, never decoded nor held: the elements
        // collected are nothing (Void), the kept options appended as they come.
        var options: [Poll.Option] = []
        var unknownVotes = false
        optionCount = 0
        _ = try decoder.decodeArray { element throws(DecodingFailure) in
          optionCount += 1
          guard optionCount <= Poll.optionLimit else { return try element.reader.skipValue() }
          options.append(try element.decodePollOption(unknownVotes: &unknownVotes))
        }
        poll.options = options
        poll.hasUnknownVotes = unknownVotes
      case .multiple: poll.allowsMultiple = try decoder.decodeOptionalBoolean() ?? false
      case .endsAt: poll.endsAt = try decoder.decodeOptionalString()
      case .voters:
        poll.votersCount = try decoder.decodeOptionalCount()
      }
    }
    if let problem = Poll.optionsLeftOutWarning(count: optionCount) {
      path.push(.key("options"))
      warnings.append(DocumentWarning(place: path.text ?? "options", message: problem))
      path.pop()
    }
    if let problem = poll.votersProblem {
      path.push(.key("voters"))
      warnings.append(DocumentWarning(place: path.text ?? "voters", message: problem))
      path.pop()
    }
    return poll
  }

  /// Reads a poll option; `title` is required, and `votes` defaults to 0.
  ///
  /// Votes that cannot be read (a string, a fraction, a negative number, one too large) are
  /// unknown, not 0, with a warning, as in an outbox or statuses: `unknownVotes` is then set.
  private mutating func decodePollOption(
    unknownVotes: inout Bool
  ) throws(DecodingFailure) -> Poll.Option {
    var title: String?
    var votes: Int? = 0
    try decodeObject(LinkField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .title: title = try decoder.decodeOptionalString()
      case .votes:
        let before = decoder.warnings.count
        votes = try decoder.decodeOptionalCount(consequence: "the option's votes are unknown")
        if decoder.warnings.count > before {
          unknownVotes = true
        } else if votes == nil {
          votes = 0
        }
      case .address, .author, .entry: try decoder.reader.skipValue()
      }
    }
    guard let title else { throw missing("title") }
    return Poll.Option(title: title, votes: votes)
  }
}
