import FeedModel
import Testing

@testable import FeedApp

@Suite("Recoverable problems keep everything valid and are reported as warnings")
struct RecoveryTests {
  private let twoUsers = #""users": [{"id": "u1", "nickname": "a"}, {"id": "u2", "nickname": "b"}]"#

  @Test("A feed entry by an unknown user is skipped")
  func feedEntryUnknownUser() throws {
    let loaded = try load(
      """
      {\(twoUsers), "feed": [{"id": "f1", "user": "u1", "comment": "a"},
        {"id": "f2", "user": "u99", "comment": "b"}, {"id": "f3", "user": "u2", "comment": "c"}]}
      """)
    #expect(loaded.document.feed.map(\.id) == ["f1", "f3"])
    #expect(
      loaded.warnings.map(\.description) == [#"feed[1].user: unknown user "u99"; entry skipped"#])
    #expect(
      loaded.warnings.first
        == DocumentWarning(place: "feed[1].user", message: #"unknown user "u99"; entry skipped"#))
  }

  @Test("A history entry naming an unknown user is dropped")
  func historyUnknownUser() throws {
    let loaded = try load(#"{\#(twoUsers), "history": ["u2", "ghost", "u1"]}"#)
    #expect(loaded.document.history == ["u2", "u1"])
    #expect(loaded.warnings.map(\.description) == [#"history[1]: unknown user "ghost"; dropped"#])
  }

  @Test("A duplicate user id keeps the first user")
  func duplicateUser() throws {
    let loaded = try load(
      #"{"users": [{"id": "u1", "nickname": "first"}, {"id": "u2", "nickname": "b"}, {"id": "u1", "nickname": "second"}]}"#
    )
    #expect(loaded.document.users.map(\.nickname) == ["first", "b"])
    #expect(loaded.document.user("u1")?.nickname == "first")
    #expect(
      loaded.warnings.map(\.description)
        == [#"users[2].id: duplicate user id "u1" (first at users[0]); dropped"#])
  }

  @Test("A duplicate feed entry id keeps the first entry")
  func duplicateFeedEntry() throws {
    let loaded = try load(
      """
      {\(twoUsers), "feed": [{"id": "f1", "user": "u1", "comment": "first"},
        {"id": "f2", "user": "u1", "comment": "b"}, {"id": "f1", "user": "u2", "comment": "second"}]}
      """)
    #expect(loaded.document.feed.map(\.comment) == ["first", "b"])
    #expect(
      loaded.warnings.map(\.description)
        == [#"feed[2].id: duplicate feed entry id "f1" (first at feed[0]); entry skipped"#])
  }

  @Test("A duplicate promo id keeps the first promo")
  func duplicatePromo() throws {
    let loaded = try load(
      #"{"promos": [{"id": "p1", "title": "first", "position": 0}, {"id": "p1", "title": "second", "position": 0}]}"#
    )
    #expect(loaded.document.promos == [Promo(id: "p1", title: "first", position: 0)])
    #expect(
      loaded.warnings.map(\.description)
        == [#"promos[1].id: duplicate promo id "p1" (first at promos[0]); dropped"#])
  }

  @Test(
    "A promo past the end of the feed, counted after skipped entries, is placed at the end; one at the default position, which it did not write, with no warning"
  )
  func promoPastEnd() throws {
    let loaded = try load(
      """
      {\(twoUsers), "feed": [{"id": "f1", "user": "u1", "comment": "a"},
        {"id": "f2", "user": "nobody", "comment": "b"}],
       "promos": [{"id": "p1", "position": 1}, {"id": "p2"}, {"id": "p3", "position": 40}]}
      """)
    #expect(loaded.document.promos.map(\.position) == [1, 1, 1])
    #expect(
      loaded.warnings.map(\.description) == [
        #"feed[1].user: unknown user "nobody"; entry skipped"#,
        "promos[2].position: position 40 is past the end of the feed (1 entry); placed at the end",
      ])
  }

  @Test("A promo with an empty feed is placed at row 0")
  func promoWithEmptyFeed() throws {
    let loaded = try load(#"{"promos": [{"id": "p1", "position": 3}]}"#)
    #expect(loaded.document.promos.map(\.position) == [0])
    #expect(
      loaded.warnings.map(\.description) == [
        "promos[0].position: position 3 is past the end of the feed (0 entries); placed at the end"
      ])
  }

  @Test("A negative promo position is clamped to 0")
  func negativePosition() throws {
    let loaded = try load(#"{"promos": [{"id": "p1", "position": -3}]}"#)
    #expect(loaded.document.promos.map(\.position) == [0])
    #expect(
      loaded.warnings.map(\.description) == [
        "promos[0].position: negative position -3; clamped to 0"
      ])
  }

  @Test("Friends, following and followers naming unknown users are dropped")
  func unknownRelations() throws {
    let loaded = try load(
      #"{"users": [{"id": "u1", "nickname": "a", "friends": ["x", "u2"], "following": ["u2", "y"], "followers": ["z"]}, {"id": "u2", "nickname": "b"}]}"#
    )
    let user = try #require(loaded.document.user("u1"))
    #expect(user.friends == ["u2"])
    #expect(user.following == ["u2"])
    #expect(user.followers == [])
    #expect(
      loaded.warnings.map(\.description) == [
        #"users[0].friends[0]: unknown user "x"; dropped"#,
        #"users[0].following[1]: unknown user "y"; dropped"#,
        #"users[0].followers[0]: unknown user "z"; dropped"#,
      ])
  }

  @Test("A me naming an unknown user becomes nil")
  func unknownMe() throws {
    let loaded = try load(#"{\#(twoUsers), "me": "u3"}"#)
    #expect(loaded.document.me == nil)
    #expect(loaded.document.users.count == 2)
    #expect(loaded.warnings.map(\.description) == [#"me: unknown user "u3"; ignored"#])
  }

  @Test(
    "Problems come in the input's order within each array, those found at the end among them; the arrays in the order their first problems came"
  )
  func warningOrder() throws {
    let warnings = try warnings(
      #"{"promos": [{"id": "p", "position": -1}], "feed": [{"id": "f", "user": "?", "comment": ""}], "history": ["?"], "users": [{"id": "u", "nickname": "n", "friends": ["?"]}, {"id": "u", "nickname": "m"}], "me": "?"}"#
    )
    #expect(
      warnings == [
        #"users[0].friends[0]: unknown user "?"; dropped"#,
        #"users[1].id: duplicate user id "u" (first at users[0]); dropped"#,
        #"me: unknown user "?"; ignored"#,
        #"history[0]: unknown user "?"; dropped"#,
        #"feed[0].user: unknown user "?"; entry skipped"#,
        "promos[0].position: negative position -1; clamped to 0",
      ])
  }

  @Test("Text from the document is quoted with control characters and quotes escaped")
  func messagesAreEscaped() throws {
    let warnings = try warnings(
      #"{"feed": [{"id": "f", "user": "u\u001b[31m", "comment": ""}, {"id": "g", "user": "a\"b\\c\u0007\u2028", "comment": ""}]}"#
    )
    #expect(
      warnings == [
        #"feed[0].user: unknown user "u\u001B[31m"; entry skipped"#,
        #"feed[1].user: unknown user "a\"b\\c\u0007\u2028"; entry skipped"#,
      ])
  }
}
