import Render
import Testing

@testable import ListKitTesting

@Suite("Record mode", .serialized)
struct ScreenRecordingTests {
  @Test("LISTKIT_RECORD values that turn record mode on, and those that leave it off")
  func environmentValues() {
    for value in ["1", "yes", "true", "TRUE", "on"] { #expect(ScreenRecording.isOn(value)) }
    for value in ["", "0", "no", "false", "False"] { #expect(!ScreenRecording.isOn(value)) }
    #expect(ScreenRecording.environmentVariable == "LISTKIT_RECORD")
  }

  @Test("A recorded screen names its assertion, says whether it matched and pastes as a literal")
  func recordedScreen() {
    let buffer = makeBuffer(width: 8, ["> first", "  \"two\""])
    let location = SourceLocation(
      fileID: "AgendaTests/ScreenTests.swift", filePath: "/x/ScreenTests.swift", line: 42,
      column: 5)
    #expect(
      ScreenRecording.recordedScreen(buffer, at: location, matched: false) == #"""
        LISTKIT_RECORD ScreenTests.swift:42 (differs):
        [
          "> first",
          "  \"two\"",
        ]
        """#)
    #expect(
      ScreenRecording.recordedScreen(buffer, at: location, matched: true)
        .hasPrefix("LISTKIT_RECORD ScreenTests.swift:42 (matches):\n["))
  }

  @Test("Recording a screen that differs still fails: an empty expectation records an issue")
  func recordingStillFails() {
    let buffer = makeBuffer(width: 4, ["new"])
    withKnownIssue {
      expectScreen(buffer, [], record: true)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("\"new\",") }
    }
    // Taken back, or this very file would be rewritten when the tests end.
    let kept = InlineRecording.take(forFileAt: #filePath)
    #expect(kept.map(\.lines) == [["new"]])
    #expect(kept.map(\.function) == ["expectScreen"])
  }

  @Test("Recording a screen that matches passes, and keeps it only as matched: nothing to write")
  func recordingMatch() {
    expectScreen(makeBuffer(width: 4, ["same"]), ["same"], record: true)
    let kept = InlineRecording.take(forFileAt: #filePath)
    #expect(kept.map(\.matched) == [true])
    #expect(InlineRecording.rewritten(Array("x".utf8), with: kept).written == 0)
  }
}
