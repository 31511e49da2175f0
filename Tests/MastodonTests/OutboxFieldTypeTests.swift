import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// The fields of an outbox's posts that listtui reads, when of the wrong type, are left out
/// with a warning naming their place, as a statuses array's are.
@Suite("A field of an outbox post of the wrong type is left out with a warning, never silently")
struct OutboxFieldTypeTests {
  /// An outbox of one `Create` whose object has the members `extra`.
  private func load(object extra: String) throws -> DocumentSnapshot {
    var export = MastodonExport()
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/1/activity","type":"Create","#
        + #""actor":"https://example.social/users/alice","published":"2023-01-01T10:00:00Z","#
        + #""to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"#
        + #""id":"https://example.social/users/alice/statuses/1","type":"Question","#
        + #""published":"2023-01-01T10:00:00Z","attributedTo":"https://example.social/users/alice","#
        + #""content":"<p>Hi</p>""# + extra + "}}")
    return try MastodonTests.load(export: export)
  }

  @Test("A string for the tags, the attachments and the options; a number for the address")
  func lists() throws {
    let snapshot = try load(object: #","tag":"x","attachment":7,"oneOf":"yes","url":5"#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.tag: expected an object or an array, found a string; left out",
        "outbox.json: orderedItems[0].object.attachment: expected an object or an array, found a number; "
          + "left out",
        "outbox.json: orderedItems[0].object.url: expected an address, found a number; left out",
        "outbox.json: orderedItems[0].object.oneOf: expected an object or an array, found a string; left out",
      ])
    let post = try #require(Array(snapshot.document.feed).first)
    #expect(post.address == "https://example.social/users/alice/statuses/1")
    #expect(post.media.isEmpty && post.poll?.options == [])
  }

  @Test("An empty date of the post: the activity's date is shown, with a warning")
  func emptyDate() throws {
    let snapshot = try load(object: #","published":"""#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.published: an empty string is not an ISO 8601 date; "
          + "the activity's date is shown"
      ])
    #expect(Array(snapshot.document.feed).first?.postedAt == "2023-01-01T10:00:00Z")
  }

  @Test("The fields of a tag, an attachment and an option, of the wrong type")
  func fields() throws {
    let snapshot = try load(
      object:
        #","tag":[{"type":"Mention","href":"https://b.example/users/bob","name":3},true],"#
        + #""attachment":[{"type":"Document","mediaType":1,"url":"https://example.social/a.png","#
        + #""name":["alt"],"width":"640","height":-1}],"#
        + #""oneOf":[{"type":"Note","name":4,"replies":{"type":"Collection","totalItems":1}}]"#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.tag[1]: expected an object, found a boolean; left out",
        "outbox.json: orderedItems[0].object.tag[0].name: expected text, found a number; left out",
        "outbox.json: orderedItems[0].object.attachment[0].mediaType: expected text, found a number; left out",
        "outbox.json: orderedItems[0].object.attachment[0].name: expected text, found an array; left out",
        "outbox.json: orderedItems[0].object.attachment[0].width: expected a size in pixels, found a string; ignored",
        "outbox.json: orderedItems[0].object.attachment[0].height: expected a size in pixels, found -1; ignored",
        "outbox.json: orderedItems[0].object.oneOf[0].name: expected text, found a number; left out",
      ])
    let post = try #require(Array(snapshot.document.feed).first)
    #expect(post.mentions.map(\.rawValue) == ["https://b.example/users/bob"])
    #expect(post.media.map(\.location) == ["https://example.social/a.png"])
    #expect(post.media.first?.width == nil && post.media.first?.description == nil)
    #expect(post.poll?.options.map(\.votes) == [1])
  }
}
