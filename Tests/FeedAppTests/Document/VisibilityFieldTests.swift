import FeedModel
import Testing

@testable import FeedApp

@Suite("The visibility of an entry and the voters of a poll in listtui documents")
struct VisibilityFieldTests {
  @Test("public, unlisted, private and direct; absent or null is public")
  func visibilities() throws {
    let names = [#""public""#, #""unlisted""#, #""private""#, #""direct""#, "null"]
    let entries = names.enumerated().map { index, name in
      #"{"id":"f\#(index)","user":"u1","comment":"c","visibility":\#(name)}"#
    }
    let loaded = try load(
      #"{"users":[{"id":"u1","nickname":"n"}],"feed":["#
        + (entries + [#"{"id":"f9","user":"u1","comment":"c"}"#]).joined(separator: ",") + "]}")
    #expect(
      Array(loaded.document.feed).map(\.visibility) == [
        .public, .quietPublic, .followersOnly, .privateMention, .public, .public,
      ])
    #expect(loaded.warnings.isEmpty)
  }

  @Test("Any other visibility is public, with a warning naming its path")
  func unknownVisibility() throws {
    #expect(
      try warnings(
        #"{"users":[{"id":"u1","nickname":"n"}],"feed":[{"id":"f1","user":"u1","comment":"c"},"#
          + #"{"id":"f2","user":"u1","comment":"c","visibility":"friends\u001b[31m"}]}"#)
        == [#"feed[1].visibility: unknown visibility "friends\u001B[31m"; shown as public"#])
    #expect(
      loadingError(#"{"feed":[{"id":"f1","user":"u1","comment":"c","visibility":3}]}"#)?
        .description == "t.json: feed[0].visibility: expected a string, found a number")
  }

  @Test("A poll's voters; absent or null is unknown")
  func voters() throws {
    let loaded = try load(
      #"{"users":[{"id":"u1","nickname":"n"}],"feed":["#
        + #"{"id":"f1","user":"u1","comment":"c","poll":{"multiple":true,"voters":8,"options":[]}},"#
        + #"{"id":"f2","user":"u1","comment":"c","poll":{"voters":null,"options":[]}}]}"#)
    #expect(
      Array(loaded.document.feed).map(\.poll) == [
        Poll(options: [], allowsMultiple: true, votersCount: 8), Poll(options: []),
      ])
  }
}
