import FeedModel
import Testing

@testable import FeedApp

@Suite("A user's kind and a verified attribute in listtui documents")
struct AccountKindFieldTests {
  @Test("person, bot and group; absent or null is a person; attributes may be verified")
  func kinds() throws {
    let users = [#""person""#, #""bot""#, #""group""#, "null"].enumerated().map { index, kind in
      #"{"id":"u\#(index)","nickname":"n\#(index)","kind":\#(kind)}"#
    }
    let loaded = try load(
      #"{"users":["# + users.joined(separator: ",")
        + #",{"id":"u9","nickname":"n9","attributes":[{"key":"Site","value":"x","verified":true},"#
        + #"{"key":"A","value":"y","verified":false},{"key":"B","value":"z","verified":null},"#
        + #"{"key":"C","value":"w"}]}],"feed":[]}"#)
    #expect(loaded.document.users.map(\.kind) == [.person, .bot, .group, .person, .person])
    #expect(loaded.document.users[4].attributes.map(\.isVerified) == [true, false, false, false])
    #expect(loaded.warnings.isEmpty)
  }

  @Test("Any other kind is a person, with a warning naming its path; a number is an error")
  func unknownKind() throws {
    #expect(
      try warnings(#"{"users":[{"id":"u1","nickname":"n","kind":"robot\u001b[31m"}],"feed":[]}"#)
        == [#"users[0].kind: unknown kind "robot\u001B[31m"; shown as a person"#])
    #expect(
      loadingError(#"{"users":[{"id":"u1","nickname":"n","kind":3}]}"#)?.description
        == "t.json: users[0].kind: expected a string, found a number")
    #expect(
      loadingError(
        #"{"users":[{"id":"u1","nickname":"n","attributes":[{"key":"k","value":"v","verified":"yes"}]}]}"#
      )?.description
        == "t.json: users[0].attributes[0].verified: expected a boolean, found a string")
  }
}
