import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// Every field of a REST status that listtui reads, when of the wrong type, is left out with a
/// warning naming its place: a post silently missing its poll or its boost would look like
/// correct data.
@Suite("A field of an API status of the wrong type is left out with a warning, never silently")
struct StatusFieldTypeTests {
  private func statuses(_ elements: [String]) throws -> DocumentSnapshot {
    let builder = DocumentBuilder()
    let json = "[" + elements.joined(separator: ",") + "]"
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    return builder.finish()
  }

  /// A status on the `id`th of January by alice, with `extra` members.
  private func status(_ id: Int, _ extra: String = "", date: String? = nil) -> String {
    #"{"id":"\#(id)","created_at":"\#(date ?? "2024-01-0\(id)T10:00:00.000Z")","#
      + #""content":"<p>post \#(id)</p>","#
      + #""account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"}"#
      + extra + "}"
  }

  @Test("A warning about an element names its own index, after others were left out")
  func indexesAfterLeftOut() throws {
    let snapshot = try statuses([
      status(1, #","emojis":[1,"x",{"shortcode":5,"url":"https://x/e.png"}]"#),
      status(2, #","media_attachments":[1,{"url":5}]"#),
    ])
    let warnings = snapshot.warnings.map(\.description)
    #expect(
      warnings.contains("statuses[0].emojis[2].shortcode: expected text, found a number; left out"))
    #expect(
      warnings.contains(
        "statuses[1].media_attachments[1].url: expected text, found a number; left out"),
      "\(warnings)")
    #expect(
      !warnings.contains { $0.contains("emojis[0].shortcode") || $0.contains("attachments[0].url") }
    )
  }

  @Test("An empty date, and a string for the poll, media, mentions and the boosted status")
  func qaReport() throws {
    let snapshot = try statuses([
      status(1, date: ""),
      status(
        2, #","poll":"x","media_attachments":"x","mentions":{"a":1},"reblog":"x""#),
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].created_at: an empty string is not an ISO 8601 date; no date shown",
        "statuses[1].reblog: expected an object, found a string; not shown as a boost",
        "statuses[1].mentions: expected an array, found an object; left out",
        "statuses[1].media_attachments: expected an array, found a string; left out",
        "statuses[1].poll: expected an object, found a string; left out",
      ])
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.id) == ["2", "1"])
    #expect(feed[0].boost == nil && feed[0].poll == nil && feed[0].media.isEmpty)
    #expect(feed[1].postedAt == nil)
  }

  @Test("The fields of a poll, its options, media and mentions, of the wrong type")
  func nestedFields() throws {
    let poll =
      #","poll":{"id":"9","expired":"no","multiple":1,"options":[{"title":5,"votes_count":2},7],"#
      + #""voters_count":2}"#
    let media =
      #","media_attachments":[{"type":"image","url":3,"preview_url":"https://a.example/p.png","#
      + #""description":["x"],"meta":{"original":{"width":"640","height":480}}},"#
      + #"{"type":"image","url":null},true]"#
    let mentions =
      #","mentions":[{"acct":7,"url":"https://b.example/@bob"},{"url":"https://b.example/@c"},"#
      + #""bob@b.example"]"#
    let snapshot = try statuses([status(1, poll + media + mentions)])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].mentions[2]: expected an object, found a string; left out",
        "statuses[0].mentions[0].acct: expected text, found a number; left out",
        "statuses[0].mentions[1]: without acct; left out",
        "statuses[0].media_attachments[2]: expected an object, found a boolean; left out",
        "statuses[0].media_attachments[0].url: expected text, found a number; left out",
        "statuses[0].media_attachments[0].description: expected text, found an array; left out",
        "statuses[0].media_attachments[0].meta.original.width: expected a size in pixels, found a "
          + "string; ignored",
        "statuses[0].media_attachments[1]: no url, remote_url or preview_url; left out",
        "statuses[0].poll.options[1]: expected an object, found a number; left out",
        "statuses[0].poll.options[0].title: expected text, found a number; left out",
        "statuses[0].poll.multiple: expected a boolean, found a number; left out",
        "statuses[0].poll.expired: expected a boolean, found a string; left out",
      ])
    let post = try #require(Array(snapshot.document.feed).first)
    #expect(post.media.map(\.location) == ["https://a.example/p.png"])
    #expect(post.media.first?.width == nil && post.media.first?.height == 480)
    #expect(post.poll?.options.map(\.title) == [""])
    #expect(post.poll?.isClosed == false && post.mentions.isEmpty)
  }

  @Test("The fields of an account, a quote, a filter result and custom emoji")
  func accountQuoteAndFilter() throws {
    let account =
      #"{"id":"2","username":"bob","acct":"bob@b.example","url":5,"display_name":["Bob"],"#
      + #""note":7,"avatar":false,"fields":[{"name":1,"value":"v"},{"name":"n","value":2}],"#
      + #""emojis":"x","moved":"carol"}"#
    let quote = #","quote":{"state":3,"quoted_status":"gone","quoted_status_id":1.5}"#
    let filtered = #","filtered":{"filter":{"title":"t"}},"emojis":[{"shortcode":4}]"#
    let snapshot = try statuses([
      #"{"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>x</p","account":"#
        + account + quote + filtered + "}"
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].account.emojis: expected an array, found a string; left out",
        "statuses[0].account.note: expected text, found a number; left out",
        "statuses[0].account.fields[0].name: expected text, found a number; left out",
        "statuses[0].account.fields[1].value: expected text, found a number; left out",
        "statuses[0].account.url: expected text, found a number; left out",
        "statuses[0].account.moved: expected an object, found a string; left out",
        "statuses[0].account.display_name: expected text, found an array; left out",
        "statuses[0].account.avatar: expected text, found a boolean; left out",
        "statuses[0].filtered: expected an array, found an object; left out",
        "statuses[0].emojis[0].shortcode: expected text, found a number; left out",
        "statuses[0].quote.state: expected text, found a number; left out",
        "statuses[0].quote.quoted_status: expected an object, found a string; left out",
        "statuses[0].quote.quoted_status_id: expected a status id, found 1.5; left out",
      ])
    let bob = try #require(snapshot.document.users.first)
    #expect(bob.fullName == nil && bob.about == nil && bob.pictureURL == nil)
    #expect(bob.attributes.map(\.key) == ["n"] && bob.movedTo == nil)
    // A quote that cannot be read is not said to be of a deleted post.
    #expect(snapshot.document.feed.first?.quote?.state == "unreadable")
  }

  @Test("A visibility that is no text says what was expected, as the other fields do")
  func visibilityNotText() throws {
    let snapshot = try statuses([status(1, #","visibility":3"#)])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].visibility: expected text, found a number; shown as public"
      ])
  }

  @Test("An id of 30 digits is the status's id; one that is no id says what was found")
  func longAndUnreadableIDs() throws {
    let long = status(1).replacingOccurrences(
      of: #""id":"1""#, with: #""id":123456789012345678901234567890"#)
    let fraction = status(2).replacingOccurrences(of: #""id":"2""#, with: #""id":1.5"#)
    let snapshot = try statuses([long, fraction])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[1].id: expected a status id, found 1.5; the status is skipped"
      ])
    #expect(snapshot.document.feed.map(\.id) == ["123456789012345678901234567890"])
  }
}
