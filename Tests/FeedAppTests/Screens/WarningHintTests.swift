import FeedModel
import Testing

@testable import FeedApp

@Suite("What a content warning says it hides besides the text")
struct WarningHintTests {
  private func hint(poll: Bool = false, _ kinds: [MediaAttachment.Kind]) -> String? {
    EntryRow.hiddenExtras(
      of: FeedEntry(
        id: "f1", user: "u1", comment: "c",
        media: kinds.map { MediaAttachment(location: "a", kind: $0) },
        contentWarning: "w", poll: poll ? Poll(options: []) : nil))
  }

  @Test("Attachments by kind, files when mixed, a poll first; nothing but text says nothing")
  func hints() {
    #expect(hint([]) == nil)
    #expect(hint([.image]) == "1 picture")
    #expect(hint([.image, .image]) == "2 pictures")
    #expect(hint([.video]) == "1 video")
    #expect(hint([.audio, .audio]) == "2 sounds")
    #expect(hint([.image, .video]) == "2 files")
    #expect(hint(poll: true, [.unknown]) == "a poll, 1 file")
  }
}
