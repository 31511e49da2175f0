import FeedModel
import Testing

@Suite("A listtui document's poll of more options than Poll.optionLimit keeps the first ones")
struct DocumentPollOptionLimitTests {
  @Test("the first options are kept, the rest skipped undecoded, with a warning at the options")
  func manyOptions() throws {
    let count = Poll.optionLimit + 5
    // Those past the limit are not decoded: one without its title there is no error.
    let options =
      (0..<Poll.optionLimit).map { #"{"title":"o\#($0)","votes":1}"# }
      + Array(repeating: #"{"votes":1}"#, count: 5)
    let json =
      #"{"users":[{"id":"u1","nickname":"a"}],"feed":[{"id":"f1","user":"u1","comment":"c","#
      + #""poll":{"options":[\#(options.joined(separator: ","))],"voters":3}}]}"#
    let snapshot = try load(json)
    let poll = try #require(Array(snapshot.document.feed)[0].poll)
    #expect(poll.options.count == Poll.optionLimit)
    #expect(poll.options.last?.title == "o\(Poll.optionLimit - 1)")
    #expect(poll.votersCount == 3)
    #expect(
      snapshot.warnings.map(\.description) == [
        "feed[0].poll.options: \(count) options; the first \(Poll.optionLimit) are kept, "
          + "5 left out"
      ])
  }
}
