import FeedModel
import Testing

@testable import FeedApp

@Suite("A listtui document's top-level member that is a near miss of one of its own is warned of")
struct MisspelledMemberTests {
  private let users = #""users": [{"id": "u1", "nickname": "alice"}]"#

  @Test(
    "A near miss gets a warning naming the member meant, once; the rest loads",
    arguments: [
      ("feeds", "feed"), ("Feed", "feed"), ("user", "users"), ("histroy", "history"),
      ("promo", "promos"), ("ME", "me"),
    ])
  func nearMiss(name: String, meant: String) throws {
    let json = """
      {\(users), "\(name)": [], "\(name)": [], "feed": [{"id": "f0", "user": "u1", "comment": "hi"}]}
      """
    #expect(
      try warnings(json) == [#"unknown member "\#(name)" (did you mean "\#(meant)"?)"#])
  }

  @Test(
    "Members far from any of the document's are ignored quietly",
    arguments: ["version", "$schema", "mine", "x"])
  func otherMembers(name: String) throws {
    let json = """
      {\(users), "\(name)": 1, "feed": [{"id": "f0", "user": "u1", "comment": "hi"}]}
      """
    #expect(try warnings(json) == [])
  }
}
