import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon
import Testing

/// What each warning about a Mastodon document is about: the entry of a post kept, the profile
/// of an account or of the archive's owner, and nothing for a post skipped, whose id may be
/// another post's.
@Suite("A Mastodon warning is about the entry or the user it concerns, by identity")
struct WarningSubjectTests {
  /// An outbox whose warnings are made before the post's id is known (a lone surrogate, the
  /// activity's date) and after (an attachment, a mention, a reply, a poll); a post repeated,
  /// whose earlier copy is skipped; an activity skipped; a boost with an unreadable date.
  static func outboxExport() -> MastodonExport {
    var export = MastodonExport()
    let bob = "https://other.example/users/bob"
    func note(_ id: Int, _ extra: String, published: String? = nil) -> String {
      let date = published ?? #""2023-01-0\#(id)T00:00:00Z""#
      return #"{"id":"\#(export.statusURI(id))/activity","type":"Create","#
        + #""actor":"\#(export.actorURI)","published":\#(date),"#
        + #""to":["https://www.w3.org/ns/activitystreams#Public"],"#
        + #""object":{"type":"Note","id":"\#(export.statusURI(id))","#
        + #""attributedTo":"\#(export.actorURI)","published":"2023-01-0\#(id)T00:00:00Z","#
        + #""content":"<p>post \#(id)</p>"\#(extra)}}"#
    }
    // The earlier copy of post 1: skipped, for the later copy is read first and kept.
    export.raw(note(1, #","attachment":[{"type":"Document","mediaType":"image/png"}]"#))
    export.raw(
      note(
        2,
        #","sensitive":"yes","tag":[{"type":"Mention","href":"\#(bob)","name":"@@@"}],"#
          + #""inReplyTo":["https://a.example/1","https://b.example/2"],"summary":"\ud800""#,
        published: "5"))
    export.raw(note(1, #","attachment":[{"type":"Image"}]"#))
    export.raw(#"{"type":"Like","actor":"\#(export.actorURI)","object":"https://x.example/1"}"#)
    export.raw(
      #"{"id":"\#(export.statusURI(5))/activity","type":"Announce","actor":"\#(export.actorURI)","#
        + #""published":7,"to":["https://www.w3.org/ns/activitystreams#Public"],"#
        + #""object":"https://other.example/users/bob/statuses/9"}"#)
    return export
  }

  /// The document of ``outboxExport()``, whose `actor.json` has a lone surrogate in its name
  /// and a name of the wrong kind in its summary.
  static func loadOutbox() throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    let export = outboxExport()
    _ = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"\#(export.actorURI)","type":"Person","preferredUsername":"alice","#
        + #""name":"Z\udc00e","summary":5}"#,
      to: "export/actor.json")
    return try load(folder.file("export"), name: "export")
  }

  @Test("An outbox: a kept post's warnings are about its entry, the actor's about the owner")
  func outbox() throws {
    let snapshot = try Self.loadOutbox()
    let export = Self.outboxExport()
    let subjects = snapshot.warnings.map { "\($0.place) → \(Self.describe($0.subject))" }
    let two = export.statusURI(2)
    let one = export.statusURI(1)
    let boost = export.statusURI(5) + "/activity"
    #expect(
      subjects == [
        "actor.json → user \(export.actorURI)",
        "actor.json: summary → user \(export.actorURI)",
        "outbox.json: orderedItems[0].object.attachment[0] → nothing",
        "outbox.json: orderedItems[0].id → nothing",
        "outbox.json: orderedItems[1] → entry \(two)",
        "outbox.json: orderedItems[1].published → entry \(two)",
        "outbox.json: orderedItems[1].object.tag[0].name → entry \(two)",
        "outbox.json: orderedItems[1].object.sensitive → entry \(two)",
        "outbox.json: orderedItems[1].object.inReplyTo → entry \(two)",
        "outbox.json: orderedItems[2].object.attachment[0] → entry \(one)",
        "outbox.json: orderedItems[3].type → nothing",
        "outbox.json: orderedItems[4].published → entry \(boost)",
      ])
    // Each entry named is one the feed holds.
    let ids = Set(snapshot.document.feed.map(\.id))
    for case .entry(let id)? in snapshot.warnings.map(\.subject) { #expect(ids.contains(id)) }
  }

  /// Statuses as the REST API writes them: a poll with a count of voters that cannot be, an
  /// account with a negative count, a mention that names no account, a lone surrogate, an
  /// unknown visibility, and a repeat of an id whose warnings are about no entry.
  static let statuses: String = {
    func account(_ name: String, followers: String = "1") -> String {
      #"{"id":"\#(name.count)","username":"\#(name)","acct":"\#(name)@other.example","#
        + #""display_name":"\#(name)","note":"","url":"https://other.example/@\#(name)","#
        + #""followers_count":\#(followers)}"#
    }
    func status(
      _ id: Int, _ day: Int, _ extra: String, by author: String = account("alice")
    )
      -> String
    {
      #"{"id":"\#(id)","created_at":"2023-01-0\#(day)T10:00:00.000Z","content":"<p>status \#(id)</p>","#
        + #""account":\#(author)\#(extra)}"#
    }
    return "[\n"
      + [
        status(3, 3, #","poll":{"options":[{"title":"a","votes_count":2}],"voters_count":-1}"#),
        status(2, 2, #","visibility":"weird""#, by: account("bob", followers: "-5")),
        status(3, 2, #","edited_at":5"#),
        status(1, 1, #","content":"<p>a\ud800</p>","mentions":[{"acct":"@@@"}]"#),
      ].joined(separator: ",\n") + "\n]"
  }()

  @Test("A statuses array: a kept status's warnings are about its entry, an account's its user")
  func statusesArray() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.statuses, to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    let snapshot = builder.finish()
    let subjects = snapshot.warnings.map { "\($0.place) → \(Self.describe($0.subject))" }
    #expect(
      subjects == [
        "statuses[0].poll.voters_count → entry 3",
        "statuses[1].account.followers_count → user @bob@other.example",
        "statuses[1].visibility → entry 2",
        "statuses[2].edited_at → nothing",
        "statuses[2].id → nothing",
        "statuses[3] → entry 1",
        "statuses[3].mentions[0].acct → entry 1",
      ])
    let ids = Set(snapshot.document.feed.map(\.id))
    for case .entry(let id)? in snapshot.warnings.map(\.subject) { #expect(ids.contains(id)) }
    for case .user(let id)? in snapshot.warnings.map(\.subject) {
      #expect(snapshot.document.user(id) != nil)
    }
  }

  /// A subject, for comparing a list of them at a glance.
  static func describe(_ subject: WarningSubject?) -> String {
    switch subject {
    case .entry(let id)?: "entry \(id)"
    case .user(let id)?: "user \(id.rawValue)"
    case nil: "nothing"
    }
  }
}
