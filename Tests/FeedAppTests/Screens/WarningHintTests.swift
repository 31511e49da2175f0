import FeedModel
import Testing

@testable import FeedApp

@Suite("What a content warning says it hides besides the text")
struct WarningHintTests {
  private func hint(poll: Bool = false, _ kinds: [MediaAttachment.Kind]) -> String {
    EntryRow.hiddenContents(
      of: FeedEntry(
        id: "f1", user: "u1", comment: "c",
        media: kinds.map { MediaAttachment(location: "a", kind: $0) },
        contentWarning: "w", poll: poll ? Poll(options: []) : nil))
  }

  @Test("The post, then a poll, then attachments by kind (files when mixed)")
  func hints() {
    #expect(hint([]) == "the post")
    #expect(hint([.image]) == "the post and 1 picture")
    #expect(hint([.image, .image]) == "the post and 2 pictures")
    #expect(hint([.video]) == "the post and 1 video")
    #expect(hint([.audio, .audio]) == "the post and 2 sounds")
    #expect(hint([.image, .video]) == "the post and 2 files")
    #expect(hint(poll: true, [.unknown]) == "the post, a poll and 1 file")
  }
}
