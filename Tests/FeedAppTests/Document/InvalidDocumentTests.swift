import FeedModel
import Testing

@testable import FeedApp

@Suite("Well-formed JSON of the wrong shape is reported with its path")
struct InvalidDocumentTests {
  /// Loads `json` and returns the failure's description, checking it is an invalid failure.
  private func failure(_ json: String) -> String? {
    guard let error = loadingError(json) else { return nil }
    #expect(error.kind == .invalid)
    #expect(error.exitStatus == 65)
    return error.description
  }

  @Test("A number where a feed entry's user id belongs names feed[1].user")
  func feedUserIsNumber() {
    #expect(
      failure(
        """
        {"users": [{"id": "u1", "nickname": "n"}],
         "feed": [{"id": "f1", "user": "u1", "comment": "a"}, {"id": "f2", "user": 7, "comment": "b"}]}
        """) == "t.json: feed[1].user: expected a string, found a number")
  }

  @Test("A user without a nickname names the user and the missing field")
  func missingNickname() {
    let error = loadingError(#"{"users": [{"id": "u1", "fullName": "No Nick"}]}"#)
    #expect(error?.place == "users[0]")
    #expect(error?.message == #"missing required field "nickname""#)
    #expect(error?.description == #"t.json: users[0]: missing required field "nickname""#)
  }

  @Test("A top-level array is read as Mastodon statuses: one with none in it is bad data")
  func topLevelArray() throws {
    #expect(
      failure("[1, 2]")
        == "t.json: statuses[0]: not a list of Mastodon statuses: its first element is a number, "
        + "not an object, and none of its 2 elements is a status")
    let status = #"{"id":"7","account":{"id":"1","acct":"alice"},"content":"hi"}"#
    let loaded = try load("[1, \(status)]")
    #expect(loaded.document.feed.count == 1)
    #expect(
      loaded.warnings.map(\.description) == [
        "statuses[0]: expected a status, found a number; skipped"
      ])
  }

  @Test("Each kind of value is named in the message")
  func foundKinds() {
    #expect(failure(#"{"me": 1}"#) == "t.json: me: expected a string, found a number")
    #expect(failure(#"{"me": true}"#) == "t.json: me: expected a string, found a boolean")
    #expect(failure(#"{"me": {}}"#) == "t.json: me: expected a string, found an object")
    #expect(failure(#"{"me": []}"#) == "t.json: me: expected a string, found an array")
    #expect(failure(#"{"users": {}}"#) == "t.json: users: expected an array, found an object")
    #expect(
      failure(#"{"users": ["u1"]}"#) == "t.json: users[0]: expected an object, found a string")
    #expect(
      loadingError("\"doc\"")?.description
        == "t.json: not a listtui document, Mastodon archive or list of statuses")
  }

  @Test("Null is absent in a required field, and not accepted as an array element")
  func nullWhereRequired() {
    #expect(
      failure(#"{"users": [{"id": null, "nickname": "n"}]}"#)
        == #"t.json: users[0]: missing required field "id""#)
    #expect(failure(#"{"history": [null]}"#) == "t.json: history[0]: expected a string, found null")
  }

  @Test("Nested paths name every step, such as users[0].attributes[1].key")
  func nestedPath() {
    #expect(
      failure(
        #"{"users": [{"id": "u1", "nickname": "n", "attributes": [{"key": "a", "value": "b"}, {"key": 3, "value": "c"}]}]}"#
      ) == "t.json: users[0].attributes[1].key: expected a string, found a number")
    #expect(
      failure(#"{"users": [{"id": "u1", "nickname": "n", "attributes": [{"key": "a"}]}]}"#)
        == #"t.json: users[0].attributes[0]: missing required field "value""#)
    #expect(
      failure(#"{"users": [{"id": "u1", "nickname": "n", "friends": ["u2", 3]}]}"#)
        == "t.json: users[0].friends[1]: expected a string, found a number")
  }

  @Test("Every required field of a feed entry and promo is checked")
  func requiredFields() {
    #expect(
      failure(#"{"feed": [{"user": "u", "comment": "c"}]}"#)
        == #"t.json: feed[0]: missing required field "id""#)
    #expect(
      failure(#"{"feed": [{"id": "f", "comment": "c"}]}"#)
        == #"t.json: feed[0]: missing required field "user""#)
    #expect(
      failure(#"{"feed": [{"id": "f", "user": "u"}]}"#)
        == #"t.json: feed[0]: missing required field "comment""#)
    #expect(
      failure(#"{"promos": [{"title": "t"}]}"#)
        == #"t.json: promos[0]: missing required field "id""#)
    #expect(
      failure(#"{"users": [{"nickname": "n"}]}"#)
        == #"t.json: users[0]: missing required field "id""#)
    #expect(
      failure(#"{"feed": [{"id": "f", "user": "u", "comment": "c", "replyTo": {}}]}"#)
        == #"t.json: feed[0].replyTo: missing required field: "address", "author" or "entry""#)
  }

  @Test("Ids must be strings: numbers are not converted")
  func idsAreStrings() {
    #expect(
      failure(#"{"users": [{"id": 1, "nickname": "n"}]}"#)
        == "t.json: users[0].id: expected a string, found a number")
    #expect(
      failure(#"{"promos": [{"id": 1}]}"#)
        == "t.json: promos[0].id: expected a string, found a number")
  }

  @Test("A promo position that is no whole number an Int holds is the default, with a warning")
  func positionMustBeInteger() throws {
    let feed = (1...3).map { #"{"id":"f\#($0)","user":"u","comment":"c"}"# }
    let json =
      #"{"users":[{"id":"u","nickname":"n"}],"feed":["# + feed.joined(separator: ",") + "],"
      + #""promos": [{"id": "p", "position": 2.5}, {"id": "q", "position": 99999999999999999999},"#
      + #"{"id": "r", "position": "1"}, {"id": "s", "position": 1e0}]}"#
    #expect(failure(json) == nil)
    let loaded = try load(json)
    #expect(
      loaded.warnings.map(\.description) == [
        "promos[0].position: expected a whole number, found 2.5; at the default position, 2",
        "promos[1].position: expected a whole number, found 99999999999999999999; at the default position, 2",
        "promos[2].position: expected a whole number, found a string; at the default position, 2",
      ])
    #expect(loaded.document.promos.map(\.id) == ["s", "p", "q", "r"])
    #expect(loaded.document.promos.map(\.position) == [1, 2, 2, 2])
  }

  @Test("The file name is shown with control characters escaped")
  func fileNameIsEscaped() {
    let error = DocumentError(kind: .invalid, file: "a\u{1B}[2Jb.json", place: "me", message: "m")
    #expect(error.description == "a\\u001B[2Jb.json: me: m")
  }
}
