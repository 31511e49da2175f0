import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("actor.json: an icon or header image that names no picture warns, naming its key")
struct ActorPictureTests {
  private func load(actorFields: String) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    _ = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"https://a.example/users/zoe","type":"Person","preferredUsername":"zoe""#
        + actorFields + "}", to: "export/actor.json")
    return try MastodonTests.load(folder.file("export"), name: "export")
  }

  @Test("Text that is no address, an empty one, a number, an object whose url is a number")
  func junk() throws {
    let cases: [(icon: String, image: String, warnings: [String])] = [
      (
        #""a cat""#, #"{"url":7}"#,
        [
          #"actor.json: icon: expected an image's address or path, found "a cat"; left out"#,
          "actor.json: image: expected an image, found an object without an address; left out",
        ]
      ),
      (
        #"{"type":"Image","url":""}"#, #"{"type":"Image","url":"javascript:alert(1)"}"#,
        [
          "actor.json: icon: expected an image's address or path, found an empty string; "
            + "left out",
          #"actor.json: image: expected an image's address or path, found "javascript:alert(1)"; "#
            + "left out",
        ]
      ),
      (
        "5", #""x\u001B[31m y""#,
        [
          "actor.json: icon: expected an image, found a number; left out",
          #"actor.json: image: expected an image's address or path, found "x\u001B[31m y"; "#
            + "left out",
        ]
      ),
    ]
    for (icon, image, warnings) in cases {
      let snapshot = try load(actorFields: #","icon":\#(icon),"image":\#(image)"#)
      #expect(snapshot.warnings.map(\.description) == warnings)
      let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
      #expect(me.pictureURL == nil)
      #expect(me.headerURL == nil)
    }
  }

  @Test("An address, an export's path and an Image object are read without a warning")
  func real() throws {
    for (icon, location) in [
      (#""https://a.example/a.png""#, "https://a.example/a.png"),
      (#"{"type":"Image","url":"avatar.png"}"#, "avatar.png"),
      (
        #"{"type":"Image","url":"/system/accounts/avatars/1/a.png"}"#,
        "/system/accounts/avatars/1/a.png"
      ),
    ] {
      let snapshot = try load(
        actorFields: #","icon":\#(icon),"image":{"type":"Image","url":"header.jpg"}"#)
      // The files are not in the export: only that is warned of, not how they are named.
      #expect(
        snapshot.warnings.allSatisfy { $0.message.hasPrefix("named by actor.json as the ") })
      let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
      #expect(me.pictureURL == location)
      #expect(me.headerURL == "header.jpg")
    }
  }
}
