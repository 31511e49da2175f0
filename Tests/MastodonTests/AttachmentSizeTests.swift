import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An attachment's size: an outbox's width and height, a status's meta.original")
struct AttachmentSizeTests {
  /// The first entry's media of an outbox whose one note has `attachments`, and the warnings.
  private func outbox(_ attachments: String) throws -> (media: [MediaAttachment], [String]) {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","#
        + #""published":"2023-03-01T00:00:00Z","object":{"type":"Note","#
        + #""id":"https://a.example/users/zoe/statuses/1","content":"<p>a</p>","#
        + #""attachment":[\#(attachments)]}}]}"#, to: "export/outbox.json")
    let snapshot = try load(folder.file("export"), name: "export")
    return (snapshot.document.feed[0].media, snapshot.warnings.map(\.description))
  }

  /// The first entry's media of a statuses array of one status with `attachments`, and the
  /// warnings.
  private func statuses(_ attachments: String) throws -> (media: [MediaAttachment], [String]) {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      #"[{"id":"1","created_at":"2024-01-01T10:00:00.000Z","content":"<p>1</p>","#
        + #""account":{"id":"1","username":"alice","acct":"alice","#
        + #""url":"https://example.social/@alice"},"media_attachments":[\#(attachments)]}]"#,
      to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    let snapshot = builder.finish()
    return (snapshot.document.feed[0].media, snapshot.warnings.map(\.description))
  }

  @Test("An outbox's width and height are read; a side that is no whole number from 1 warns")
  func outboxSizes() throws {
    let (media, warnings) = try outbox(
      #"{"type":"Document","mediaType":"image/jpeg","url":"a.jpg","width":1080,"height":1920},"#
        + #"{"type":"Document","mediaType":"image/jpeg","url":"b.jpg","width":0,"height":-4},"#
        + #"{"type":"Document","mediaType":"image/jpeg","url":"c.jpg","width":"640","height":2.5},"#
        + #"{"type":"Document","mediaType":"image/jpeg","url":"d.jpg","width":null}"#)
    #expect(
      media == [
        MediaAttachment(location: "a.jpg", width: 1080, height: 1920),
        MediaAttachment(location: "b.jpg"), MediaAttachment(location: "c.jpg"),
        MediaAttachment(location: "d.jpg"),
      ])
    #expect(
      warnings == [
        "actor.json: missing; the profile is left out",
        "outbox.json: orderedItems[0].object.attachment[1].width: expected a size in pixels, "
          + "found 0; ignored",
        "outbox.json: orderedItems[0].object.attachment[1].height: expected a size in pixels, "
          + "found -4; ignored",
        "outbox.json: orderedItems[0].object.attachment[2].width: expected a size in pixels, "
          + "found a string; ignored",
        "outbox.json: orderedItems[0].object.attachment[2].height: expected a size in pixels, "
          + "found 2.5; ignored",
      ])
  }

  @Test("A status's meta.original gives width and height, else aspect; junk in either warns")
  func statusSizes() throws {
    let (media, warnings) = try statuses(
      #"{"type":"image","url":"a.jpg","meta":{"original":{"width":1080,"height":1920,"aspect":0.5625}}},"#
        + #"{"type":"image","url":"b.jpg","meta":{"original":{"aspect":1.5}}},"#
        + #"{"type":"image","url":"c.jpg","meta":{"original":{"width":0,"aspect":"wide"}}},"#
        + #"{"type":"image","url":"d.jpg","meta":{"original":{"aspect":-1}}},"#
        + #"{"type":"image","url":"e.jpg","meta":null}"#)
    #expect(
      media == [
        MediaAttachment(location: "a.jpg", width: 1080, height: 1920),
        MediaAttachment(location: "b.jpg", aspect: 1.5), MediaAttachment(location: "c.jpg"),
        MediaAttachment(location: "d.jpg"), MediaAttachment(location: "e.jpg"),
      ])
    #expect(
      warnings == [
        "statuses[0].media_attachments[2].meta.original.width: expected a size in pixels, "
          + "found 0; ignored",
        "statuses[0].media_attachments[2].meta.original.aspect: expected a ratio, "
          + "found a string; ignored",
        "statuses[0].media_attachments[3].meta.original.aspect: expected a ratio, found -1; "
          + "ignored",
      ])
  }
}
