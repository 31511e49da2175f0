import TextEscaping

/// Finds the regular files of a tar stream fed to it in pieces, keeping none of their data.
///
/// Handles ustar (with its name prefix), GNU long names and link targets (`././@LongLink`,
/// types `L` and `K`) and pax extended headers (`path=`, `linkpath=` and `size=`). Hard and
/// symbolic links are listed in ``links``, for ``MemberLinks`` to resolve within the archive;
/// folders, devices and fifos are listed in ``specialFiles``, for a link to one or a name
/// that is one to say so; one all-zero block ends the archive.
struct TarScanner {
  /// The regular files found so far, in stream order.
  private(set) var entries: [TarEntry] = []
  /// The hard and symbolic links found so far, in stream order.
  private(set) var links: [MemberLink] = []
  /// The folders, devices and fifos found so far, in stream order.
  private(set) var specialFiles: [SpecialMember] = []
  /// The stream offset of the next byte to feed.
  private(set) var offset = 0
  /// The member whose data is being passed over, for messages.
  private(set) var current: String?

  private enum State {
    case header
    case skip(data: Int, padding: Int)
    case collect(Extension, remaining: Int, padding: Int)
    case ended
  }

  private var state = State.header
  private var block: [UInt8] = []
  private var collected: [UInt8] = []
  private var longName: String?
  private var longLink: String?
  private var pax: [String: String] = [:]
  private let memberCount: Int

  /// The largest GNU long name or pax header accepted, in bytes.
  static let maxExtensionSize = 1 << 20

  /// A scanner that fails past `memberCount` regular files.
  init(memberCount: Int) {
    self.memberCount = memberCount
    block.reserveCapacity(TarHeader.blockSize)
  }

  /// Whether the end-of-archive block has been seen.
  var isEnded: Bool {
    if case .ended = state { return true }
    return false
  }

  /// Feeds the next bytes of the stream.
  mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(TarFailure) {
    var index = 0
    while index < bytes.count {
      let available = bytes.count - index
      switch state {
      case .ended:
        index = bytes.count
        offset += available
      case .header:
        let count = min(TarHeader.blockSize - block.count, available)
        block.append(contentsOf: bytes[index..<(index + count)])
        index += count
        offset += count
        if block.count == TarHeader.blockSize {
          let header = block
          block.removeAll(keepingCapacity: true)
          try takeHeader(header)
        }
      case .skip(let data, let padding):
        let count = min(data + padding, available)
        index += count
        offset += count
        enterSkip(data: max(0, data - count), padding: padding - max(0, count - data))
      case .collect(let kind, let remaining, let padding):
        let count = min(remaining, available)
        collected.append(contentsOf: bytes[index..<(index + count)])
        index += count
        offset += count
        if count == remaining {
          try takeExtension(kind)
          enterSkip(data: 0, padding: padding)
        } else {
          state = .collect(kind, remaining: remaining - count, padding: padding)
        }
      }
    }
  }

  /// For a stream that can seek (an uncompressed tar): passes over the data being skipped
  /// without feeding it, and returns how many bytes that was.
  mutating func skipAhead() -> Int {
    guard case .skip(let data, let padding) = state else { return 0 }
    offset += data + padding
    enterSkip(data: 0, padding: 0)
    return data + padding
  }

  /// Ends the stream after its first `length` bytes (``offset``, unless ``skipAhead()`` passed
  /// its end), and returns why it is cut short there, or `nil` when it may end there.
  ///
  /// A stream ends at its end-of-archive block. One that ends inside a member's data, a header
  /// or an extended header is cut short: ``entries`` then keeps the members whole before the
  /// cut, and the failure names the member cut (or none, when the cut falls in a header). One
  /// that ends between members without the block is likely cut there: its members are all
  /// kept, and the failure names none.
  ///
  /// - Throws: ``TarFailure/notATar`` for a stream that ends before its first whole header, and
  ///   the failure when no member is whole before the cut: there is nothing to read.
  mutating func end(at length: Int) throws(TarFailure) -> TarFailure? {
    if case .header = state, entries.isEmpty, offset < TarHeader.blockSize {
      throw TarFailure.notATar(startingWith: block)
    }
    let whole = entries.prefix { $0.size <= length - min(length, $0.dataOffset) }.count
    let cut = whole < entries.count ? entries[whole].name : nil
    let atBoundary =
      switch state {
      case .ended: true
      case .header: block.isEmpty
      case .skip(let data, _): data == 0
      case .collect: false
      }
    if atBoundary && cut == nil {
      // Every tar writer ends with the end-of-archive block: a stream that stops between
      // members without it was most likely cut there, at a block boundary, as a copy cut at a
      // buffer's size is.
      if case .ended = state { return nil }
      return entries.isEmpty
        ? nil : TarFailure(member: nil, reason: "no end-of-archive block after its last member")
    }
    let failure = TarFailure(member: cut, reason: "unexpected end of data")
    entries.removeSubrange(whole...)
    links.removeAll { $0.entriesBefore > whole }
    if entries.isEmpty { throw failure }
    return failure
  }

  private mutating func enterSkip(data: Int, padding: Int) {
    if data + padding == 0 {
      state = .header
      current = nil
    } else {
      state = .skip(data: data, padding: padding)
    }
  }

  private mutating func takeHeader(_ bytes: [UInt8]) throws(TarFailure) {
    let headerOffset = offset - TarHeader.blockSize
    if TarHeader.isEndBlock(bytes) {
      state = .ended
      return
    }
    let header: TarHeader
    do {
      header = try TarHeader(bytes)
    } catch {
      if entries.isEmpty && headerOffset == 0 { throw TarFailure.notATar(startingWith: bytes) }
      throw TarFailure(member: nil, reason: "\(error.reason) at byte \(headerOffset)")
    }
    try take(header)
  }

  private mutating func take(_ header: TarHeader) throws(TarFailure) {
    let padding = (TarHeader.blockSize - header.size % TarHeader.blockSize) % TarHeader.blockSize
    switch header.type {
    case UInt8(ascii: "L"), UInt8(ascii: "K"), UInt8(ascii: "x"):
      guard header.size <= Self.maxExtensionSize else {
        throw TarFailure(member: nil, reason: "extended header of \(header.size) bytes")
      }
      let kind: Extension =
        switch header.type {
        case UInt8(ascii: "x"): .pax
        case UInt8(ascii: "K"): .longLink
        default: .longName
        }
      collected.removeAll(keepingCapacity: true)
      if header.size == 0 {
        try takeExtension(kind)
        enterSkip(data: 0, padding: 0)
      } else {
        state = .collect(kind, remaining: header.size, padding: padding)
      }
    case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
      try takeRegular(header, padding: padding)
    case UInt8(ascii: "1"), UInt8(ascii: "2"):
      try takeLink(header)
    case UInt8(ascii: "3")...UInt8(ascii: "6"):
      takeSpecial(header)
      enterSkip(data: 0, padding: 0)
    default:
      clearPending()
      enterSkip(data: header.size, padding: padding)
    }
  }

  private mutating func takeRegular(_ header: TarHeader, padding: Int) throws(TarFailure) {
    let name = ArchivePath.normalized(pax["path"] ?? longName ?? header.name)
    var size = header.size
    var padding = padding
    if let text = pax["size"] {
      guard let paxSize = Int(text), paxSize >= 0, paxSize <= TarHeader.maxSize else {
        throw TarFailure(member: name, reason: "bad pax size \"\(text)\"")
      }
      size = paxSize
      padding = (TarHeader.blockSize - size % TarHeader.blockSize) % TarHeader.blockSize
    }
    clearPending()
    if !name.isEmpty, !name.hasSuffix("/") {
      try checkCount()
      entries.append(TarEntry(name: name, dataOffset: offset, size: size))
    }
    current = name
    enterSkip(data: size, padding: padding)
  }

  /// Lists a hard or symbolic link; any data it declares is not its own, and is not skipped,
  /// as tar readers do.
  private mutating func takeLink(_ header: TarHeader) throws(TarFailure) {
    let name = ArchivePath.normalized(pax["path"] ?? longName ?? header.name)
    let target = pax["linkpath"] ?? longLink ?? header.link
    clearPending()
    if !name.isEmpty, !name.hasSuffix("/") {
      try checkCount()
      links.append(
        MemberLink(
          name: name, target: target, isSymbolic: header.type == UInt8(ascii: "2"),
          entriesBefore: entries.count))
    }
    enterSkip(data: 0, padding: 0)
  }

  /// Lists a folder, device or fifo, which has no data of its own.
  private mutating func takeSpecial(_ header: TarHeader) {
    var name = ArchivePath.normalized(pax["path"] ?? longName ?? header.name)
    clearPending()
    while name.hasSuffix("/") { name.removeLast() }
    // A bound on what is kept, as for regular files and links.
    if !name.isEmpty, let kind = SpecialMember.Kind(type: header.type),
      specialFiles.count < memberCount
    {
      specialFiles.append(SpecialMember(name: name, kind: kind))
    }
  }

  private func checkCount() throws(TarFailure) {
    guard entries.count + links.count < memberCount else {
      throw TarFailure(
        member: nil, reason: "too many members (more than \(memberCount))", isCorruption: false)
    }
  }

  private mutating func takeExtension(_ kind: Extension) throws(TarFailure) {
    if kind == .pax {
      guard let records = PaxRecords.parse(collected) else {
        throw TarFailure(member: nil, reason: "bad pax extended header")
      }
      pax.merge(records) { $1 }
    } else {
      let end = collected.firstIndex(of: 0) ?? collected.endIndex
      // Bytes that are not UTF-8 are kept, as in a ustar name (see `TarHeader.string`).
      let text = String(decodingPath: collected[..<end])
      if kind == .longLink { longLink = text } else { longName = text }
    }
    collected.removeAll(keepingCapacity: true)
  }

  private mutating func clearPending() {
    longName = nil
    longLink = nil
    pax = [:]
  }

  /// The kinds of extended header, whose content is collected before the entry it extends.
  private enum Extension {
    /// A pax extended header (`x`).
    case pax
    /// A GNU long name (`L`).
    case longName
    /// A GNU long link target (`K`).
    case longLink
  }
}
