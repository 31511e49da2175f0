import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// What Mastodon's web UI badges on a profile: a bot's `Automated`, a group's `Group`, and a
/// field whose link was verified.
@Suite("A bot's and a group's profile show their badge, and a verified field its check")
struct AccountKindScreenTests {
  /// Alice's statuses: a boost of a status by Bob, whose account has `extra` members.
  private func boost(of extra: String, in folder: TemporaryFolder) throws -> String {
    let bob = APIStatuses.bobStatus(300, "2023-01-01T08:00:00.000Z", "<p>Bob's news</p>")
      .replacingOccurrences(of: #""fields":[]}"#, with: #""fields":[]"# + extra + "}")
    let statuses = [
      APIStatuses.status(2, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":\#(bob)"#),
      APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>"),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("A bot's account (`bot: true`) shows `[Automated]` under its names")
  func bot() throws {
    let folder = try TemporaryFolder()
    let path = try boost(of: #","bot":true,"group":false"#, in: folder)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 8))
    expectScreen(
      try app.press("j<Enter>j<Enter>"),
      [
        "statuses › Feed › Entry by alice › bob                    ? help",
        "> ┌────┐ bob · ▣ a.png (other.example, not fetched)            ┃",
        "  │ BO │ Bob · @bob@other.example                              ┃",
        "  └────┘ [Automated]                                           ┃",
        "         3 posts · 2 following · 1 follower                    ┃",
        "         joined 2017-04-01",
        "",
        " 1/2 profile",
      ])
  }

  @Test("A group's account (`group: true`) shows `[Group]` under its names")
  func group() throws {
    let folder = try TemporaryFolder()
    let path = try boost(of: #","bot":false,"group":true"#, in: folder)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 8))
    expectScreen(
      try app.press("j<Enter>j<Enter>"),
      [
        "statuses › Feed › Entry by alice › bob                    ? help",
        "> ┌────┐ bob · ▣ a.png (other.example, not fetched)            ┃",
        "  │ BO │ Bob · @bob@other.example                              ┃",
        "  └────┘ [Group]                                               ┃",
        "         3 posts · 2 following · 1 follower                    ┃",
        "         joined 2017-04-01",
        "",
        " 1/2 profile",
      ])
  }

  @Test("An archive whose actor is a `Service` shows `[Automated]` on the owner's profile")
  func serviceActor() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Beep</p>")
    let path = try export.writeFolder("archive-20230104", in: folder)
    let actor = export.actor.replacingOccurrences(
      of: #""type":"Person""#, with: #""type":"Service""#)
    #expect(actor != export.actor)
    try folder.write(actor, to: "archive-20230104/actor.json")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive-20230104 › Feed › alice                           ? help",
        "> ┌────┐ alice                                                 ┃",
        "  │ AL │ Alice Liddell · @alice@example.social                 ┃",
        "  └────┘ [Automated]                                           ┃",
        "         1 post · 0 boosts · 0 likes · 0 bookmarks             ┃",
        "         joined 2017-04-01                                     ┃",
        "                                                               ┃",
        "  ▾ About                                                      ┃",
        "  Swift & terminals.",
        "",
        "  Cats.",
        " 1/4 profile",
      ])
  }

  @Test("A field with `verified_at` ends in a check; one with `null` does not")
  func verifiedField() throws {
    let fields =
      #""fields":[{"name":"Site","value":"<a href=\"https://alice.example\" rel=\"me\">alice.example</a>","verified_at":"2024-01-01T00:00:00.000+00:00"},"#
      + #"{"name":"Pronouns","value":"she/her","verified_at":null}]"#
    let status = APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>")
      .replacingOccurrences(of: #""fields":[]"#, with: fields)
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + status + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      try app.press("<Enter>j"),
      [
        "statuses › Feed › alice                                   ? help",
        "  ┌────┐ alice · ▣ a.png (example.social, not fetched)",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 3 posts · 2 following · 1 follower",
        "         joined 2017-04-01",
        "",
        "  ▾ Attributes 2",
        "> Site      alice.example ✓",
        "  Pronouns  she/her",
        " 2/3 attributes",
      ])
  }
}
