import FeedModel
import Testing

@testable import FeedApp

@Suite("A boost or a reply naming an entry or an author the document does not hold is warned of")
struct LinkWarningTests {
  private let users =
    #""users": [{"id": "u1", "nickname": "alice"}, {"id": "u2", "nickname": "bob", "address": "@bob@other.example"}]"#

  @Test("A boost naming an unknown entry and an unknown author gets a warning for each")
  func boostUnknownEntryAndAuthor() throws {
    let json = """
      {\(users), "feed": [{"id": "f0", "user": "u1", "comment": "hello"},
        {"id": "f1", "user": "u1", "comment": "", "boost": {"address": "https://x/1", "author": "zz", "entry": "nope"}}]}
      """
    #expect(
      try warnings(json) == [
        #"feed[1].boost.entry: no entry "nope" in the document; the boost opens no post"#,
        #"feed[1].boost.author: no user "zz" in the document, nor an address; shown as written"#,
      ])
  }

  @Test("A reply naming an unknown author gets a warning; an entry it names is kept quiet")
  func replyUnknownAuthor() throws {
    let json = """
      {\(users), "feed": [{"id": "f0", "user": "u1", "comment": "hello"},
        {"id": "f1", "user": "u1", "comment": "x", "replyTo": {"author": "nope"}}]}
      """
    #expect(
      try warnings(json) == [
        #"feed[1].replyTo.author: no user "nope" in the document, nor an address; shown as written"#
      ])
  }

  @Test(
    "An author that is a user's id or nickname, or an address of anyone, is no warning",
    arguments: ["u2", "bob", "@carol@third.example", "carol@third.example", "https://x/@carol"])
  func knownAuthors(_ author: String) throws {
    let json = """
      {\(users), "feed": [{"id": "f0", "user": "u1", "comment": "hello"},
        {"id": "f1", "user": "u1", "comment": "x", "replyTo": {"author": "\(author)", "entry": "f0"}},
        {"id": "f2", "user": "u1", "comment": "", "boost": {"address": "https://x/1", "author": "\(author)", "entry": "f0"}}]}
      """
    #expect(try warnings(json) == [])
  }

  @Test(
    "An author that looks like an address but is none gets the warning, with its place",
    arguments: ["@@@", "bob@", "a@b@c", "@bob@-", "", "@bob@x..example", "://x"])
  func malformedAddresses(_ author: String) throws {
    let json = """
      {\(users), "feed": [{"id": "f0", "user": "u1", "comment": "hello"},
        {"id": "f1", "user": "u1", "comment": "x", "replyTo": {"author": "\(author)", "entry": "f0"}},
        {"id": "f2", "user": "u1", "comment": "", "boost": {"address": "https://x/1", "author": "\(author)", "entry": "f0"}}]}
      """
    let quoted = "\"" + author + "\""
    #expect(
      try warnings(json) == [
        "feed[1].replyTo.author: no user \(quoted) in the document, nor an address; shown as written",
        "feed[2].boost.author: no user \(quoted) in the document, nor an address; shown as written",
      ])
  }
}
