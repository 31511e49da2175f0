import FeedModel
import Testing

@testable import FeedApp

@Suite("null in a required field counts as absent, as null does everywhere")
struct RequiredNullTests {
  @Test(
    "A required field written null is missing, with the message a missing one gets",
    arguments: [
      (
        #"{"users": [{"id": "u1", "nickname": null}]}"#,
        #"users[0]: missing required field "nickname""#
      ),
      (#"{"users": [{"id": null, "nickname": "a"}]}"#, #"users[0]: missing required field "id""#),
      (
        #"{"users": [{"id": "u1", "nickname": "a"}], "feed": [{"id": "f1", "user": "u1", "comment": null}]}"#,
        #"feed[0]: missing required field "comment""#
      ),
      (
        #"{"users": [{"id": "u1", "nickname": "a"}], "feed": [{"id": null, "user": "u1", "comment": "c"}]}"#,
        #"feed[0]: missing required field "id""#
      ),
      (
        #"{"users": [{"id": "u1", "nickname": "a", "attributes": [{"key": null, "value": "v"}]}]}"#,
        #"users[0].attributes[0]: missing required field "key""#
      ),
      (#"{"promos": [{"id": null}]}"#, #"promos[0]: missing required field "id""#),
    ])
  func nullIsMissing(_ json: String, _ message: String) {
    #expect(loadingError(json)?.description == "t.json: " + message)
  }

  @Test("A reply whose address is null and whose entry is given is a reply to that entry")
  func replyAddressNull() throws {
    let loaded = try load(
      """
      {"users": [{"id": "u1", "nickname": "a"}], "feed": [{"id": "f0", "user": "u1", "comment": "hi"},
        {"id": "f1", "user": "u1", "comment": "yo", "replyTo": {"address": null, "entry": "f0"}}]}
      """)
    #expect(loaded.document.feed[1].reply == Reply(address: "", entryID: "f0"))
    #expect(loaded.warnings.isEmpty)
  }
}
