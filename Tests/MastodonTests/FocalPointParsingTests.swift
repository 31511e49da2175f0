import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An attachment's focal point: an outbox's focalPoint, a status's meta.focus")
struct FocalPointParsingTests {
  /// The first entry's media of an outbox whose one note has `attachments`, and the warnings
  /// after the one about the missing profile.
  private func outbox(_ attachments: String) throws -> (media: [MediaAttachment], [String]) {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","#
        + #""published":"2023-03-01T00:00:00Z","object":{"type":"Note","#
        + #""id":"https://a.example/users/zoe/statuses/1","content":"<p>a</p>","#
        + #""attachment":[\#(attachments)]}}]}"#, to: "export/outbox.json")
    let snapshot = try load(folder.file("export"), name: "export")
    return (
      snapshot.document.feed[0].media,
      snapshot.warnings.map(\.description).filter { !$0.hasPrefix("actor.json") }
    )
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

  private func point(_ x: Double, _ y: Double) throws -> MediaAttachment.FocalPoint {
    try #require(MediaAttachment.FocalPoint(x: x, y: y))
  }

  @Test("An outbox's focalPoint [x, y] is read, y upward, as Mastodon writes it")
  func outboxFocalPoint() throws {
    let (media, warnings) = try outbox(
      #"{"type":"Document","mediaType":"image/png","url":"a.png","focalPoint":[-0.25,0.75]},"#
        + #"{"type":"Document","mediaType":"image/png","url":"b.png","focalPoint":[1,-1]},"#
        + #"{"type":"Document","mediaType":"image/png","url":"c.png","focalPoint":null}"#)
    #expect(media.map(\.focus) == [try point(-0.25, 0.75), try point(1, -1), nil])
    #expect(warnings == [])
    #expect(try point(-0.25, 0.75).fraction == (x: 0.375, y: 0.125))
  }

  @Test(
    "A focalPoint out of range, of the wrong type or not two numbers is ignored, with a warning")
  func malformedFocalPoint() throws {
    let (media, warnings) = try outbox(
      [
        #"[1.5, 0]"#, #"[0, -2]"#, #"[0]"#, #"[0, 0, 0]"#, #""0,0""#, #"{"x":0,"y":0}"#,
        #"[0, "0"]"#, #"[null, 0]"#,
      ].enumerated().map { offset, value in
        #"{"type":"Document","mediaType":"image/png","url":"\#(offset).png","#
          + #""focalPoint":\#(value)}"#
      }.joined(separator: ","))
    #expect(media.count == 8 && media.allSatisfy { $0.focus == nil })
    let place = "outbox.json: orderedItems[0].object.attachment"
    let expected = "expected two numbers from -1 to 1, found"
    #expect(
      warnings == [
        "\(place)[0].focalPoint: \(expected) 1.5 at [0]; ignored",
        "\(place)[1].focalPoint: \(expected) -2 at [1]; ignored",
        "\(place)[2].focalPoint: \(expected) 1 element; ignored",
        "\(place)[3].focalPoint: \(expected) 3 elements; ignored",
        "\(place)[4].focalPoint: \(expected) a string; ignored",
        "\(place)[5].focalPoint: \(expected) an object; ignored",
        "\(place)[6].focalPoint: \(expected) a string at [1]; ignored",
        "\(place)[7].focalPoint: \(expected) null at [0]; ignored",
      ])
  }

  @Test("A status's meta.focus {x, y} is read; one out of range or of the wrong type is ignored")
  func statusFocus() throws {
    let (media, warnings) = try statuses(
      #"{"type":"image","url":"a.jpg","meta":{"focus":{"x":0.5,"y":-0.5}}},"#
        + #"{"type":"image","url":"b.jpg","meta":{"focus":{"x":0,"y":1.01}}},"#
        + #"{"type":"image","url":"c.jpg","meta":{"focus":{"x":"0","y":0}}},"#
        + #"{"type":"image","url":"d.jpg","meta":{"focus":{"y":0}}},"#
        + #"{"type":"image","url":"e.jpg","meta":{"focus":[0,0]}},"#
        + #"{"type":"image","url":"f.jpg","meta":{"focus":null,"original":{"width":8,"height":4}}}"#
    )
    #expect(media.map(\.focus) == [try point(0.5, -0.5), nil, nil, nil, nil, nil])
    #expect(media[5].width == 8 && media[5].height == 4)
    let place = "statuses[0].media_attachments"
    let expected = "expected x and y from -1 to 1, found"
    #expect(
      warnings == [
        "\(place)[1].meta.focus: \(expected) 1.01 at y; ignored",
        "\(place)[2].meta.focus: \(expected) a string at x; ignored",
        "\(place)[3].meta.focus: \(expected) nothing at x; ignored",
        "\(place)[4].meta.focus: \(expected) an array; ignored",
      ])
  }
}
