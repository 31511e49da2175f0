/// Resolves the hard and symbolic links of an archive (a tar's, a zip's) to the regular files
/// they name, within the archive only.
///
/// A link that names a regular file (directly, or through up to ``maxDepth`` other links)
/// becomes a member of its own name with that file's content, so that an `outbox.json` or a
/// picture stored as a link reads like any other. Nothing is ever looked for on disk: an
/// absolute target names a member only when the archive holds one of that very name, and a
/// relative one that climbs above the archive's top folder points outside. A link left out says
/// why in a warning:
///
/// ```text
/// archive.tar: avatar.png: symbolic link to "/etc/passwd", outside the archive; left out
/// archive.tar: a.png: link to "b.png", which is not in the archive; left out
/// archive.tar: media_attachments: symbolic link to "real", which leads to a folder: links to folders are not followed; left out
/// ```
///
/// A device or fifo is left out with a warning too; a folder is no member, and never warned of.
enum MemberLinks {
  /// The most links followed from one link to the file it stands for, the link itself
  /// included; a chain of more is taken for a loop.
  static let maxDepth = 16

  /// What resolving came to: the members, links included, in stream order, and why each link
  /// left out was.
  struct Resolution<Entry: LinkableEntry> {
    /// The regular files and the links that resolved to one, in stream order.
    var entries: [Entry]
    /// The devices and fifos, then the links left out, each saying why.
    var leftOut: [LeftOutMember]

    /// One warning per name left out, in the archive `archive`.
    func warnings(archive: String) -> [ArchiveError] {
      leftOut.map { $0.warning(archive: archive) }
    }
  }

  /// A member in stream order: a regular file or a link, by index.
  private enum Item {
    case entry(Int)
    case link(Int)
  }

  /// Resolves `links` among `entries`, and names the devices and fifos in `specialFiles`,
  /// which are left out; `isCutShort` says the archive ends before its end, so that a missing
  /// target is said to be possibly past the cut.
  static func resolve<Entry: LinkableEntry>(
    entries: [Entry], links: [MemberLink], specialFiles: [SpecialMember], isCutShort: Bool
  ) -> Resolution<Entry> {
    let devices = specialFiles.filter { $0.kind != .folder }
    guard !links.isEmpty || !devices.isEmpty else {
      return Resolution(entries: entries, leftOut: [])
    }
    var items: [Item] = []
    items.reserveCapacity(entries.count + links.count)
    var nextLink = 0
    for index in 0...entries.count {
      while nextLink < links.count, links[nextLink].entriesBefore <= index {
        items.append(.link(nextLink))
        nextLink += 1
      }
      if index < entries.count { items.append(.entry(index)) }
    }
    // The last of a name is the member, as when a tar is extracted.
    var byName: [String: Item] = [:]
    for item in items {
      switch item {
      case .entry(let index): byName[entries[index].name] = item
      case .link(let index): byName[links[index].name] = item
      }
    }
    var others = Others(
      specialFiles: specialFiles, names: entries.map(\.name) + links.map(\.name))
    var resolved: [Entry] = []
    resolved.reserveCapacity(items.count)
    var leftOut: [LeftOutMember] = []
    // A device or fifo is no file to read: said, unless a file or link of its name is the member.
    for device in devices where byName[device.name] == nil {
      leftOut.append(LinkProblem.special(name: device.name, kind: device.kind))
    }
    for item in items {
      switch item {
      case .entry(let index):
        resolved.append(entries[index])
      case .link(let index):
        switch follow(
          links[index], entries: entries, links: links, byName: byName, others: &others,
          isCutShort: isCutShort)
        {
        case .success(let entry): resolved.append(entry)
        case .failure(let problem):
          let link = links[index]
          leftOut.append(
            problem.leftOut(name: link.name, target: link.target, isSymbolic: link.isSymbolic))
        }
      }
    }
    return Resolution(entries: resolved, leftOut: leftOut)
  }

  /// The regular file `link` stands for, under the link's name, or why there is none (a
  /// target not found in an archive cut short may have come after the cut): the
  /// link and at most ``maxDepth`` - 1 more are followed, ``maxDepth`` links in all.
  private static func follow<Entry: LinkableEntry>(
    _ link: MemberLink, entries: [Entry], links: [MemberLink], byName: [String: Item],
    others: inout Others, isCutShort: Bool
  ) -> Result<Entry, LinkProblem> {
    var current = link
    for _ in 0..<maxDepth {
      // An empty target names nothing, as it does to the system, not the link's own folder.
      if current.target.isEmpty { return .failure(.nothing(isCutShort: false)) }
      guard let path = path(of: current) else { return .failure(.outside) }
      switch byName[path] {
      case .entry(let index)?:
        return .success(entries[index].renamed(link.name))
      case .link(let index)?:
        current = links[index]
      case nil:
        if let kind = others.kind(of: path) { return .failure(.special(kind)) }
        let isAbsolute = current.isSymbolic && current.target.hasPrefix("/")
        return .failure(isAbsolute ? .outside : .nothing(isCutShort: isCutShort))
      }
    }
    return .failure(.loop)
  }

  /// The member name a link's target names, or `nil` when it climbs above the archive's top.
  static func path(of link: MemberLink) -> String? {
    guard link.isSymbolic else { return ArchivePath.normalized(link.target) }
    if link.target.hasPrefix("/") { return link.target }
    var components = link.name.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast()
    for component in link.target.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        guard let last = components.last, !last.isEmpty else { return nil }
        components.removeLast()
      default: components.append(component)
      }
    }
    return components.joined(separator: "/")
  }
}
