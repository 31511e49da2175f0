extension DocumentBuilder {
  /// Gives each reply that names the post it answers only by address the entry with that
  /// address or id, when the document holds it, so that the reply line opens it rather than
  /// saying it is not in the document.
  ///
  /// A listtui document's `replyTo.address` may be another entry's `address`; costs nothing
  /// when no reply names an address without an entry.
  func linkRepliesByAddress() {
    let feed = writer.feed
    var unlinked: [(position: Int, address: String)] = []
    for position in 0..<feed.count where feed.flags(at: position).contains(.isReply) {
      guard let reply = feed[position].reply, reply.entryID == nil, !reply.address.isEmpty
      else { continue }
      unlinked.append((position, reply.address))
    }
    guard !unlinked.isEmpty else { return }
    let wanted = Set(unlinked.map(\.address))
    var entries: [String: String] = [:]
    for address in wanted where feed.position(ofID: address) != nil { entries[address] = address }
    if entries.count < wanted.count {
      for position in 0..<feed.count {
        guard let address = feed[position].address, wanted.contains(address),
          entries[address] == nil
        else { continue }
        entries[address] = feed.id(at: position)
      }
    }
    var links: [Int: String] = [:]
    for (position, address) in unlinked {
      // Not to itself, which an address repeated by mistake could make.
      if let id = entries[address], id != feed.id(at: position) { links[position] = id }
    }
    updateEntries(at: Set(links.keys)) { position, entry in entry.reply?.entryID = links[position] }
  }
}
