import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A locked account shows a lock, a memorial says In memoriam., as Mastodon's profile does")
struct LockedMemorialScreenTests {
  @Test("An archive's actor with manuallyApprovesFollowers and memorial: the lock and the line")
  func archiveOwner() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.locked = true
    export.memorial = true
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>hi</p>")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › alice                                ? help",
        "> ┌────┐ alice                                                 ┃",
        "  │ AL │ Alice Liddell · @alice@example.social                 ┃",
        "  └────┘ [🔒 Locked]                                           ┃",
        "         In memoriam.                                          ┃",
        "         1 post · 0 boosts · 0 likes · 0 bookmarks             ┃",
        "         joined 2017-04-01                                     ┃",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        " 1/4 profile",
      ])
  }

  @Test("A REST account with locked and bot: both badges, on the author's profile")
  func restAccount() throws {
    let folder = try TemporaryFolder()
    let status = APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup</p>")
      .replacingOccurrences(
        of: #""emojis":[],"fields":[]}"#,
        with: #""emojis":[],"fields":[],"locked":true,"bot":true,"memorial":false}"#)
    let path = try folder.write("[" + status + "]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › alice                                   ? help",
        "> ┌────┐ alice · ▣ a.png (example.social, not fetched)",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ [Automated] [🔒 Locked]",
        "         3 posts · 2 following · 1 follower",
        "         joined 2017-04-01",
        "",
        "",
        "",
        " 1/1 profile",
      ])
  }
}
