import FeedModel
import Testing

@testable import FeedApp

@Suite("Warnings name the place in the input, however many entries were skipped before it")
struct WarningPlaceTests {
  @Test(
    "After an entry by an unknown user is skipped, a reply's unknown entry and a mention are named at their input index, and warnings come in input order"
  )
  func placesAfterSkippedAuthor() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "a"}], "feed": [
        {"id": "f0", "user": "u1", "comment": "ok"},
        {"id": "f1", "user": "zz", "comment": "skipped"},
        {"id": "f0", "user": "u1", "comment": "dup id"},
        {"id": "f3", "user": "ghost", "comment": "skipped too"},
        {"id": "f4", "user": "u1", "comment": "x", "replyTo": {"entry": "nope"},
         "mentions": ["u9"], "postedAt": "bad"}]}
      """
    #expect(
      try warnings(json) == [
        #"feed[1].user: unknown user "zz"; entry skipped"#,
        #"feed[2].id: duplicate feed entry id "f0" (first at feed[0]); entry skipped"#,
        #"feed[3].user: unknown user "ghost"; entry skipped"#,
        #"feed[4].postedAt: "bad" is not an ISO 8601 date; shown as written"#,
        #"feed[4].mentions[0]: unknown user "u9"; ignored"#,
        #"feed[4].replyTo.entry: no entry "nope" in the document; the reply names no post"#,
      ])
  }
}
