import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The owner's address, when the actor URI does not hold it")
struct OwnerAddressScreenTests {
  @Test("Without actor.json, a numeric actor URI's owner is named from the posts' addresses")
  func bareNumericOutbox() throws {
    var export = Exports.alice()
    export.accountID = "114512345678901234"
    export.note(id: 1, published: "2025-08-01T10:00:00Z", html: "<p>hello</p>")
    let folder = try TemporaryFolder()
    let path = try folder.write(export.outbox, to: "export/outbox.json")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      app.screen,
      [
        "outbox.json › Feed                                        ? help",
        "> alice · @alice@example.social",
        "  1 post · 0 boosts",
        "",
        "  alice @alice@example.social · 2025-08-01 10:00 UTC",
        "  hello",
        "",
        "",
        "",
        " 1/2 profile summary                                ⚠ 1 warning",
      ])
  }
}
