extension EntryDraft {
  /// The first picture's location to keep in the record, when the extras do not hold it.
  var storedImage: [UInt8] {
    guard let media else { return image }
    return extras == nil ? Array((media.first?.location ?? "").utf8) : []
  }

  /// The fields to keep apart from the record, or nil when the record holds everything.
  ///
  /// A lone picture with nothing but its location is kept in the record's image bytes, unless
  /// its location is empty: no bytes there means no picture.
  var extras: EntryExtras? {
    let plainMedia: Bool
    if let media {
      plainMedia =
        media.isEmpty
        || (media.count == 1 && media[0].kind == .image && media[0].description == nil
          && media[0].width == nil && media[0].height == nil && media[0].aspect == nil
          && media[0].focus == nil && media[0].duration == nil
          && !media[0].location.isEmpty
          && media[0].location.utf8.count <= Int(UInt16.max))
    } else {
      plainMedia = true
    }
    if plainMedia, contentWarning == nil, boost == nil, reply == nil, poll == nil,
      mentions.isEmpty, address == nil, editedAt == nil, quote == nil, links.isEmpty,
      card == nil, engagement == nil
    {
      return nil
    }
    return EntryExtras(
      media: media
        ?? (image.isEmpty
          ? [] : [MediaAttachment(location: String(decoding: image, as: UTF8.self))]),
      contentWarning: contentWarning, boost: boost, reply: reply, poll: poll, mentions: mentions,
      address: address, editedAt: editedAt, quote: quote, links: links, card: card,
      engagement: engagement)
  }

  /// What the entry has.
  var flags: EntryFlags {
    var flags: EntryFlags = []
    if !(media?.isEmpty ?? image.isEmpty) { flags.insert(.hasMedia) }
    if contentWarning != nil { flags.insert(.hasContentWarning) }
    if isSensitive { flags.insert(.isSensitive) }
    if boost != nil { flags.insert(.isBoost) }
    if reply != nil { flags.insert(.isReply) }
    if poll != nil { flags.insert(.hasPoll) }
    if quote != nil { flags.insert(.isQuote) }
    return flags
  }

  /// The text a filter searches, beyond the comment: what a boost's row shows (the boosted
  /// author, and its address when it holds no text), whom a quote quotes (or its
  /// address), the content warning, the descriptions of the media and the poll's options.
  var extraSearchText: String? {
    var parts: [String] = []
    if let boost {
      if let author = boost.author { parts.append(author) }
      // The address only where the row shows it: a boost holding nothing of its post.
      if comment.isEmpty, media?.isEmpty ?? image.isEmpty, poll == nil, contentWarning == nil,
        quote == nil
      {
        parts.append(boost.address)
      }
    }
    if let quote, let who = quote.author ?? quote.address { parts.append(who) }
    if let contentWarning { parts.append(contentWarning) }
    for item in media ?? [] { if let description = item.description { parts.append(description) } }
    for option in poll?.options ?? [] { parts.append(option.title) }
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }

  /// Appends the folded search text to a chunk's text and returns its length, or
  /// ``EntryRecord/sameAsComment`` when it is the comment itself.
  func appendFoldedSearchText(to text: inout [UInt8], plain: Bool = false) -> UInt32 {
    let extra = plain ? nil : extraSearchText
    let start = text.count
    if extra == nil {
      guard SearchFolding.appendIfChanged(folding: comment, to: &text) else {
        return EntryRecord.sameAsComment
      }
      return UInt32(text.count - start)
    }
    SearchFolding.append(folding: comment, to: &text)
    if let extra {
      text.append(0x0A)
      SearchFolding.append(folding: Array(extra.utf8), to: &text)
    }
    return UInt32(text.count - start)
  }
}
