import FeedModel
import Testing

@testable import FeedApp
@testable import ListtuiFormat

/// A member of an entry, a user, a promo or what they hold that is a near miss of one of its
/// own is warned of as a top-level one is: once for each name in each kind of object, at the
/// first that has it, whatever the document's length.
@Suite("A near miss of an entry's, a user's or a promo's member is warned of, once")
struct MisspelledEntryMemberTests {
  @Test("Entries, users, promos, media and polls: one warning for each name, the first place")
  func eachKind() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "alice", "full_name": "Alice"},
                 {"id": "u2", "nickname": "bob", "full_name": "Bob",
                  "atributes": [{"key": "k", "valeu": "v"}]}],
       "feed": [
         {"id": "f0", "user": "u1", "comment": "a", "posted_at": "2016-12-19"},
         {"id": "f1", "user": "u1", "comment": "b", "posted_at": "2016-12-20", "Image": "p.png"},
         {"id": "f2", "user": "u2", "comment": "c",
          "media": [{"Path": "x.png", "path": "y.png", "descripton": "alt"}],
          "poll": {"options": [{"title": "t", "vote": 1}], "endAt": "2020-01-01"}}],
       "promos": [{"id": "p1", "title": "T", "body": "B", "postion": 2}]}
      """
    #expect(
      try warnings(json) == [
        #"users[0]: unknown member "full_name" (did you mean "fullName"?)"#,
        #"users[1]: unknown member "atributes" (did you mean "attributes"?)"#,
        #"feed[0]: unknown member "posted_at" (did you mean "postedAt"?)"#,
        #"feed[1]: unknown member "Image" (did you mean "image"?)"#,
        #"feed[2].media[0]: unknown member "Path" (did you mean "path"?)"#,
        #"feed[2].media[0]: unknown member "descripton" (did you mean "description"?)"#,
        #"feed[2].poll.options[0]: unknown member "vote" (did you mean "votes"?)"#,
        #"feed[2].poll: unknown member "endAt" (did you mean "endsAt"?)"#,
        #"promos[0]: unknown member "postion" (did you mean "position"?)"#,
      ])
  }

  @Test("The warning is about the entry or the user it is in, which Enter opens")
  func subjects() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "alice", "nick_name": "a"}],
       "feed": [{"id": "f0", "user": "u1", "comment": "a", "Comment": "b"}]}
      """
    let found = try load(json).warnings
    #expect(found.map(\.subject) == [.user(UserID("u1")), .entry(id: "f0")])
  }

  @Test("Members far from any of an entry's own, or another kind's own, are ignored quietly")
  func otherMembers() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "alice", "kind": "bot", "version": 3}],
       "feed": [{"id": "f0", "user": "u1", "comment": "a", "x": 1, "$schema": "s",
                 "nickname": "not an entry's", "mentionz_of_nobody_at_all": []}]}
      """
    #expect(try warnings(json) == [])
  }

  @Test("100,000 entries that all misspell postedAt: one warning, not 100,000")
  func noFlood() throws {
    let entries = (0..<100_000).map {
      #"{"id":"f\#($0)","user":"u1","comment":"c","posted_at":"2016-12-19","extra":\#($0)}"#
    }
    let json =
      #"{"users":[{"id":"u1","nickname":"alice"}],"feed":["# + entries.joined(separator: ",")
      + "]}"
    let snapshot = try load(json)
    #expect(snapshot.document.feed.count == 100_000)
    #expect(
      snapshot.warnings.map(\.description) == [
        #"feed[0]: unknown member "posted_at" (did you mean "postedAt"?)"#
      ])
    #expect(snapshot.warningCount == 1)
  }

  @Test("Read in blocks of 1 to 40 bytes, an entry cut at a block's end is warned of once")
  func blocks() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "alice"}], "feed": [
        {"id": "f0", "user": "u1", "comment": "a", "posted_at": "2016-12-19"},
        {"id": "f1", "user": "u1", "comment": "b", "posted_at": "2016-12-20"}]}
      """
    for blockSize in [1, 2, 3, 7, 13, 40] {
      let builder = DocumentBuilder()
      try ListtuiReader.read(
        ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder, blockSize: blockSize)
      #expect(
        builder.finish().warnings.map(\.description) == [
          #"feed[0]: unknown member "posted_at" (did you mean "postedAt"?)"#
        ], "\(blockSize)-byte blocks")
    }
  }
}
