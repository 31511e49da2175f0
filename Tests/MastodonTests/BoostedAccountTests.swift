import FeedModel
import Mastodon
import Testing

@Suite("A boosted post's author in a statuses array is a user")
struct BoostedAccountTests {
  private let alice = UserID("@alice@a.example")
  private let fam = UserID("@fam@fam.example")

  /// Alice replies to Fam's status 400, which the array does not hold, then boosts it and
  /// posts: Fam's account is met only as the boosted post's author, after the reply.
  private let json = #"""
    [{"id":"3","created_at":"2024-01-03T10:00:00Z","content":"<p>nice</p>",
      "in_reply_to_id":"400","in_reply_to_account_id":"4",
      "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice","display_name":"Alice"}},
     {"id":"2","created_at":"2024-01-02T10:00:00Z","content":"",
      "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice","display_name":"Alice"},
      "reblog":{"id":"400","created_at":"2024-01-01T09:00:00Z","content":"<p>Family news</p>",
        "url":"https://fam.example/@fam/400",
        "account":{"id":"4","username":"fam","acct":"fam@fam.example","url":"https://fam.example/@fam",
          "display_name":"The Family","note":"<p>We post together</p>","created_at":"2020-01-01T00:00:00Z"}}},
     {"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>mine</p>",
      "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice","display_name":"Alice"}}]
    """#

  private func document() throws -> Document {
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    return builder.finish().document
  }

  @Test("The account of a boosted post is a user with its name and bio; the owner stays")
  func boostedAuthorIsUser() throws {
    let document = try document()
    #expect(document.me == alice)
    let user = try #require(document.user(fam))
    #expect(user.fullName == "The Family")
    #expect(user.about == "We post together")
    #expect(Array(document.feed)[1].boost?.author == fam.rawValue)
  }

  @Test("A reply to the boosted post's author names them, and they are in the history row")
  func replyToBoostedAuthor() throws {
    let document = try document()
    let reply = try #require(Array(document.feed)[0].reply)
    #expect(reply.author == fam.rawValue)
    #expect(document.history == [fam])
  }
}
