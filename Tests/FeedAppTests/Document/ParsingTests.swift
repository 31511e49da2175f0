import FeedModel
import Foundation
import Testing

@testable import FeedApp

@Suite("Parsing valid documents")
struct ParsingTests {
  @Test("A full document decodes every field of every part")
  func fullDocument() throws {
    let loaded = try load(
      """
      {
        "me": "u1",
        "users": [
          { "id": "u1", "nickname": "radioboo", "fullName": "Radio Boo",
            "pictureUrl": "https://example.com/u1.png", "email": "boo@example.com",
            "about": "Hello", "attributes": [ { "key": "Location", "value": "Tokyo" } ],
            "friends": ["u2"], "following": ["u2"], "followers": ["u2"] },
          { "id": "u2", "nickname": "ainame" }
        ],
        "history": ["u2", "u1"],
        "feed": [
          { "id": "f1", "user": "u2", "comment": "はい…", "image": "IMG_005.jpg",
            "postedAt": "2016-12-19T12:44:03Z" },
          { "id": "f2", "user": "u1", "comment": "plain" }
        ],
        "promos": [ { "id": "p1", "title": "New", "body": "Try it", "position": 1 } ]
      }
      """)
    let expected = Document(
      me: "u1",
      users: [
        User(
          id: "u1", nickname: "radioboo", fullName: "Radio Boo",
          pictureURL: "https://example.com/u1.png", email: "boo@example.com", about: "Hello",
          attributes: [Attribute(key: "Location", value: "Tokyo")],
          friends: ["u2"], following: ["u2"], followers: ["u2"]),
        User(id: "u2", nickname: "ainame"),
      ],
      history: ["u2", "u1"],
      feed: [
        FeedEntry(
          id: "f1", user: "u2", comment: "はい…", image: "IMG_005.jpg",
          postedAt: "2016-12-19T12:44:03Z"),
        FeedEntry(id: "f2", user: "u1", comment: "plain"),
      ],
      promos: [Promo(id: "p1", title: "New", body: "Try it", position: 1)]
    )
    #expect(loaded.document == expected)
    #expect(loaded.warnings.isEmpty)
  }

  @Test("The README's example of the format loads, without a warning")
  func readmeExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## The document format"))
    let start = try #require(
      readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let snapshot = try load(String(readme[start.upperBound..<end.lowerBound]))
    #expect(snapshot.warnings.map(\.description) == [])
    #expect(snapshot.document.feed.count == 2)
    #expect(Array(snapshot.document.feed)[1].reply?.entryID == "f1")
  }

  @Test(
    "A negative vote count is unknown, not 0, and a negative voter count left out, with warnings")
  func negativeVotes() throws {
    let json =
      #"{"users":[{"id":"u1","nickname":"a"}],"feed":[{"id":"f1","user":"u1","comment":"c","poll":{"options":[{"title":"a","votes":-5},{"title":"b","votes":3}],"voters":-2}}]}"#
    let snapshot = try load(json)
    #expect(Array(snapshot.document.feed)[0].poll?.options.map(\.votes) == [nil, 3])
    #expect(Array(snapshot.document.feed)[0].poll?.hasUnknownVotes == true)
    #expect(Array(snapshot.document.feed)[0].poll?.votersCount == nil)
    #expect(
      snapshot.warnings.map(\.description) == [
        "feed[0].poll.options[0].votes: expected a count, found -5; the option's votes are unknown",
        "feed[0].poll.voters: expected a count, found -2; left out",
      ])
  }

  @Test("A user whose nickname is empty or draws nothing goes by their id, with a warning")
  func emptyNickname() throws {
    let json =
      #"{"users":[{"id":"u1","nickname":""},{"id":"u2","nickname":"  "},{"id":"u3","nickname":"c"},"#
      + #"{"id":"u4","nickname":"\u200B\u200D\u2060 \uFE0F"},{"id":"u5","nickname":"a\u200B"}]}"#
    let snapshot = try load(json)
    #expect(snapshot.document.users.map(\.nickname) == ["u1", "u2", "c", "u4", "a\u{200B}"])
    #expect(
      snapshot.warnings.map(\.description) == [
        "users[0].nickname: empty; the id \"u1\" is shown",
        "users[1].nickname: blank: it draws nothing; the id \"u2\" is shown",
        "users[3].nickname: blank: it draws nothing; the id \"u4\" is shown",
      ])
  }

  @Test("The empty object is a valid, empty document")
  func minimalDocument() throws {
    let loaded = try load("{}")
    #expect(loaded.document == Document())
    #expect(loaded.document.me == nil)
    #expect(loaded.warnings.isEmpty)
  }

  @Test("Unknown fields are ignored at every level, whatever their value")
  func unknownFields() throws {
    let loaded = try load(
      """
      {"version": 3, "extra": {"deep": [1, 2.5e-3, true, false, null, {"a": "\\u00e9"}]},
       "users": [{"id": "u1", "nickname": "n", "age": 40, "tags": ["x"]}],
       "feed": [{"id": "f1", "user": "u1", "comment": "c", "likes": {"count": 3}}],
       "promos": [{"id": "p1", "color": "red", "position": 0}]}
      """)
    #expect(loaded.document.users == [User(id: "u1", nickname: "n")])
    #expect(loaded.document.feed == [FeedEntry(id: "f1", user: "u1", comment: "c")])
    #expect(loaded.document.promos == [Promo(id: "p1", position: 0)])
    #expect(loaded.warnings.isEmpty)
  }

  @Test("A promo without a position, or with a null one, is placed at row 2")
  func promoDefaultPosition() throws {
    let loaded = try load(
      """
      {"users": [{"id": "u1", "nickname": "n"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "a"}, {"id": "f2", "user": "u1", "comment": "b"},
                {"id": "f3", "user": "u1", "comment": "c"}],
       "promos": [{"id": "p1"}, {"id": "p2", "position": null}]}
      """)
    #expect(loaded.document.promos.map(\.position) == [2, 2])
    #expect(loaded.warnings.isEmpty)
  }

  @Test("Promos moved to one place keep the order of the places asked for: 0 before past the end")
  func clampedPromoOrder() throws {
    let loaded = try load(
      """
      {"users": [{"id": "u1", "nickname": "n"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "a"}],
       "promos": [{"id": "late", "position": 5}, {"id": "end", "position": 1},
                  {"id": "early", "position": -3}, {"id": "start", "position": 0}]}
      """)
    #expect(loaded.document.promos.map(\.id) == ["early", "start", "end", "late"])
    #expect(loaded.document.promos.map(\.position) == [0, 0, 1, 1])
    #expect(loaded.warnings.map(\.place) == ["promos[0].position", "promos[2].position"])
  }

  @Test("Null for an optional field means absent, including top-level keys")
  func nullMeansAbsent() throws {
    let loaded = try load(
      """
      {"me": null, "history": null, "promos": null,
       "users": [{"id": "u1", "nickname": "n", "fullName": null, "pictureUrl": null,
                  "email": null, "about": null, "attributes": null, "friends": null,
                  "following": null, "followers": null}],
       "feed": [{"id": "f1", "user": "u1", "comment": "c", "image": null, "postedAt": null}]}
      """)
    #expect(
      loaded.document
        == Document(
          users: [User(id: "u1", nickname: "n")],
          feed: [FeedEntry(id: "f1", user: "u1", comment: "c")]))
  }

  @Test("A leading byte order mark and surrounding whitespace are accepted")
  func byteOrderMarkAndWhitespace() throws {
    let loaded = try load("\u{FEFF} \r\n\t{\"me\": null} \n")
    #expect(loaded.document == Document())
  }

  @Test("Members may come in any order and escaped member names still match")
  func memberOrderAndEscapedNames() throws {
    let loaded = try load(
      #"{"feed": [{"comment": "c", "user": "u1", "id": "f1"}], "\u0075sers": [{"nickname": "n", "id": "u1"}]}"#
    )
    #expect(loaded.document.users == [User(id: "u1", nickname: "n")])
    #expect(loaded.document.feed == [FeedEntry(id: "f1", user: "u1", comment: "c")])
  }

  @Test("Negative and large integers decode as promo positions")
  func integerPositions() throws {
    let loaded = try load(
      #"{"promos": [{"id": "a", "position": -0}, {"id": "b", "position": 0}]}"#)
    #expect(loaded.document.promos.map(\.position) == [0, 0])
  }

  @Test("A user is found by id through the document's index")
  func userLookup() throws {
    let loaded = try load(
      #"{"users": [{"id": "u1", "nickname": "a"}, {"id": "u2", "nickname": "b"}]}"#)
    #expect(loaded.document.user("u2")?.nickname == "b")
    #expect(loaded.document.user("u3") == nil)
  }
}
