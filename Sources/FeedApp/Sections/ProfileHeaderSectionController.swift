import FeedModel
import ListKit
import Pictures

/// A profile's name and picture: a frame with the user's initials (or their avatar), beside
/// their nickname, their full name and address, a bot's `Automated` or a group's `Group`
/// badge and a locked account's `🔒 Locked`, a memorial's `In memoriam.`, and what is known of
/// them: counts, when they joined, where they moved.
///
/// An avatar that cannot be shown says why, in the words the header's frame uses (see
/// ``avatarNote``): after the nickname, `alice · ▣ avatar.png (not a picture)`, or with
/// pictures off on a line of its own, as the header's line is: `▣ avatar.png (missing)`.
final class ProfileHeaderSectionController: ModelSectionController<ProfileHeaderModel>,
  PictureClient
{
  let state: DocumentState
  private var width = 0

  init(state: DocumentState) {
    self.state = state
    super.init()
  }

  override var kind: SectionKind { .profile }

  /// The avatar's box, 10 columns by 4 lines, beside the name: when the row is wide enough and
  /// there is a picture to read (not an address on the network, not a missing file).
  var avatarBox: Size? {
    let box = Size(width: 10, height: 4)
    guard let location = model?.user.pictureURL, width >= 40, let store = state.pictures,
      (try? store.request(for: MediaAttachment(location: location), box: box).get()) != nil
    else { return nil }
    return box
  }

  override func height(forItem index: Int, width: Int) -> Int {
    self.width = width
    return max(avatarBox?.height ?? 3, lines.count)
  }

  var wantedPictures: [PictureRequest] {
    guard let box = avatarBox, let location = model?.user.pictureURL, let store = state.pictures
    else { return [] }
    return (try? store.request(for: MediaAttachment(location: location), box: box).get())
      .map { [$0] } ?? []
  }

  /// The lines beside the picture, with their styles' roles.
  private var lines: [(text: String, role: Role)] {
    guard let user = model?.user else { return [] }
    var lines: [(String, Role)] = [(user.nickname, .name)]
    let names = [user.fullName, user.address].compactMap { $0 }.filter { !$0.isEmpty }
    if !names.isEmpty { lines.append((names.joined(separator: " · "), .emphasis)) }
    // Under the names, as Mastodon's web UI badges the account and marks a locked one.
    let badges = [user.kind.badge, user.isLocked ? "🔒 Locked" : nil].compactMap { $0 }
    if !badges.isEmpty {
      lines.append((badges.map { "[" + $0 + "]" }.joined(separator: " "), .badge))
    }
    if user.isMemorial { lines.append(("In memoriam.", .emphasis)) }
    if !user.stats.isEmpty {
      lines.append((ProfileSummarySectionController.counts(of: user), .detail))
    }
    if let joined = user.joined { lines.append(("joined " + Self.day(of: joined), .detail)) }
    if let moved = user.movedTo {
      // A user's id (a listtui document's) by that user's address or nickname.
      lines.append(("moved to " + state.document.authorName(moved), .warning))
    }
    if let location = user.pictureURL, state.pictures?.mode == nil {
      // With pictures off, a line naming it, as the header's line does.
      lines.append((MediaAttachment(location: location).fileName, .avatar))
    }
    if lines.count < 3 {
      lines.append((user.pictureURL.map(Self.fileName) ?? "no picture", .detail))
    }
    return lines
  }

  private enum Role {
    case name, emphasis, badge, detail, warning
    /// The avatar's line, with pictures off: its file name, drawn with the reason it would
    /// not show.
    case avatar
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let user = model?.user else { return }
    if let box = avatarBox, let location = user.pictureURL,
      case .picture(let picture) = state.pictures?.display(
        MediaAttachment(location: location), box: box)
    {
      let cells = picture.cells
      buffer.blit(cells, from: cells.area, to: Point(x: (box.width - cells.width) / 2, y: 0))
      drawLines(of: user, into: &buffer, left: box.width + 1, context: context)
      return
    }
    let initials = Self.initials(of: user.nickname)
    let inner = max(2, initials.displayWidth + 2)
    let frame = context.theme.frame
    buffer.write("┌" + String(repeating: "─", count: inner) + "┐", x: 0, y: 0, style: frame)
    buffer.write("│", x: 0, y: 1, style: frame)
    buffer.write(initials, x: 2, y: 1, style: context.theme.emphasis)
    buffer.write("│", x: inner + 1, y: 1, style: frame)
    buffer.write("└" + String(repeating: "─", count: inner) + "┘", x: 0, y: 2, style: frame)
    drawLines(of: user, into: &buffer, left: inner + 3, context: context)
  }

  /// The lines beside the picture, from a column.
  private func drawLines(
    of user: User, into buffer: inout Buffer, left: Int, context: RenderContext
  ) {
    let width = max(0, buffer.width - left)
    for (y, line) in lines.enumerated() {
      let style: Style
      switch line.role {
      case .name: style = context.theme.accent.patched(with: .bold)
      case .emphasis: style = context.theme.emphasis
      case .badge: style = context.theme.accent
      case .detail: style = context.theme.secondary
      case .warning: style = context.theme.warning
      case .avatar:
        let label = Buffer.frameLabel(
          mark: "▣ ", name: line.text, note: plainAvatarNote, width: width)
        buffer.write(label, x: left, y: y, style: context.theme.secondary)
        continue
      }
      // Names show their controls, never joined onto one line: only the excerpt is read.
      let text = line.text.lineExcerpt(forWidth: width)
      if line.role == .name, let note = avatarNote, let location = user.pictureURL {
        drawName(
          text, note: note, fileName: MediaAttachment(location: location).fileName,
          into: &buffer, at: Point(x: left, y: y), style: style, context: context)
        continue
      }
      buffer.write(text.truncated(toWidth: width), x: left, y: y, style: style)
    }
  }

  /// Up to two leading characters of a nickname, upper-cased, at most 4 columns wide.
  static func initials(of nickname: String) -> String {
    var result = ""
    // Only the first characters are made safe: a nickname can be megabytes long.
    for character in String(nickname.prefix(4)).sanitizedForTerminal.prefix(2)
    where (result + String(character)).displayWidth <= 4 {
      result.append(character)
    }
    return result.uppercased()
  }

  /// The day a joined date names, as written.
  ///
  /// Mastodon writes the day an account was made as midnight UTC, which local time would move
  /// to the day before west of Greenwich. Anything but an ISO 8601 date is shown as the feed
  /// shows dates.
  static func day(of joined: String) -> String {
    let day = String(joined.prefix(10))
    return DisplayDate.isValid(day) ? day : DisplayDate.text(for: joined)
  }

  /// The last path component of a picture address.
  static func fileName(_ address: String) -> String {
    address.split(separator: "/").last.map(String.init) ?? address
  }
}
