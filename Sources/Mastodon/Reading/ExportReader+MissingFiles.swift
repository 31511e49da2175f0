import FeedModel

extension ExportReader {
  /// Warns of each file `actor.json` names that the export does not hold, naming the file and
  /// the archive, and saying what is lost: `likes.json: named by actor.json as the likes, but
  /// not in arch5.zip; the likes are unknown`.
  ///
  /// A file in an archive cut short is not warned of here: the archive's own warning says
  /// what the cut left out. The outbox is not either: without it there is nothing to open.
  func warnOfMissingFiles(_ named: ActorFiles, owner: User, builder: DocumentBuilder) {
    let media = files.media
    let within: String
    switch files {
    // The archive by its own name, as the title bar names it: `arch5`, not its whole path.
    case .archive: within = "not in " + (file.split(separator: "/").last.map(String.init) ?? file)
    case .directory: within = "not beside outbox.json"
    }
    // An avatar or a header left out for naming no picture was warned of already.
    let pictures = ["icon": owner.pictureURL, "image": owner.headerURL]
    for lost in named.named where pictures[lost.key].map({ $0 == lost.name }) ?? true {
      guard case .missing = media.resolve(lost.name) else { continue }
      let effect: String =
        switch lost.key {
        case "likes", "bookmarks": "\(lost.role) are unknown"
        case "icon", "image": "shown as (missing)"
        default: "it is not read"
        }
      let name = MediaAttachment(location: lost.name).fileName
      builder.warn(
        files.place(of: name) ?? name,
        "named by actor.json as \(lost.role), but \(within); \(effect)", about: .user(owner.id))
    }
  }
}
