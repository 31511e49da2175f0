import AppCore
import FeedApp
import FeedModel
import Render

/// The app's whole load-and-draw path, as `listtui --dump` takes it: any input is written to
/// a file and loaded strictly (a listtui document, a Mastodon archive, an outbox or a list of
/// statuses, told apart by content), then browsed headlessly with pictures off.
///
/// The keys move through the feed, open an entry and the warnings, filter, and then the
/// profile of `me` is opened and scrolled, so the feed, entry, filter, warnings and profile
/// screens all draw. A loader error is a refusal, which names where the input went wrong.
///
/// ```swift
/// DocumentTarget.run(Array("{]".utf8))  // refused: fuzz:1:2: malformed JSON: …
/// ```
public enum DocumentTarget {
  /// The screen the app is driven at: small, so long text wraps and lists scroll.
  public static let size = Size(width: 40, height: 12)

  /// The keys pressed on the feed, in vim notation.
  public static let feedKeys = "jjG<Enter>jj<C-d><Esc>/a<Enter>j<Enter><Esc><Esc>!jG<Esc>?j<Esc>"

  /// The keys pressed on the profile of `me`, when the document names one.
  public static let profileKeys = "jjjG<Enter>k<Esc>"

  /// Loads `bytes` as a document and browses it; never traps.
  public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
    guard let file = ScratchFile(bytes, name: "fuzz") else {
      return .refused("cannot write a temporary file")
    }
    defer { file.remove() }
    let snapshot: DocumentSnapshot
    do {
      snapshot = try DocumentLoader.load(.file(path: file.path))
    } catch {
      return .refused(error.description(naming: "fuzz"))
    }
    return browse(snapshot)
  }

  /// Presses the keys on the feed and on the profile of `me`, as `--dump` would.
  static func browse(_ snapshot: DocumentSnapshot) -> FuzzOutcome {
    let shell = AppShell(
      state: DocumentState(name: "fuzz", snapshot: snapshot), start: [.feed], theme: .color,
      size: size)
    shell.showsPictures = false
    let driver = HeadlessDriver(app: shell, size: size, colorCount: 256)
    var frame = driver.send(events(feedKeys))
    if let me = snapshot.document.me, snapshot.document.user(me) != nil {
      shell.open(.profile(me))
      frame = driver.send(events(profileKeys))
    }
    let document = snapshot.document
    return .accepted(
      "\(document.feed.count) entries, \(document.users.count) users, "
        + "\(snapshot.warningCount) warnings, \(frame.lines.count) lines drawn")
  }

  private static func events(_ notation: String) -> [Event] {
    (try? Event.sequence(from: notation)) ?? []
  }
}
