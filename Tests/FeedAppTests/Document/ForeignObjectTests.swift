import FeedModel
import Testing

@testable import FeedApp

@Suite("A JSON object with none of the document's members is no listtui document")
struct ForeignObjectTests {
  @Test("An object of other members is bad data, as null or a number at the top is")
  func otherMembersOnly() {
    let error = loadingError(#"{"name": "pkg", "version": "1.0"}"#)
    #expect(
      error?.description == "t.json: not a listtui document, Mastodon archive or list of statuses")
    #expect(error?.exitStatus == 65)
    #expect(loadingError("null")?.description == error?.description)
  }

  @Test("An empty object, and one with a document member among others, are documents")
  func documentsStillLoad() throws {
    #expect(try load("{}").document.feed.isEmpty)
    let loaded = try load(
      #"{"name": "x", "users": [{"id": "u1", "nickname": "a"}], "generator": "y"}"#)
    #expect(loaded.document.users.map(\.nickname) == ["a"])
  }
}
