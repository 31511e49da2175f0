import ListKit
import ListKitTesting
import Testing

/// A missing picture of a known shape has a frame of that shape, but one too narrow for its
/// note (a long screenshot is a column wide) is as wide as the note needs: never blank lines.
@MainActor
@Suite("The frame of a missing picture far taller than wide still says why")
struct NarrowFrameTests {
  @Test("A missing 1080×20000 screenshot's frame says (missing)")
  func tallScreenshot() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"ann"}],
       "feed":[{"id":"f1","user":"u1","comment":"long",
                "media":[{"path":"shot.png","width":1080,"height":20000}]}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 16))
    let lines = app.screen(40, 16).lines
    #expect(lines.contains { $0.contains("▣ (missing)") }, "\(lines)")
    #expect(lines.contains { $0.contains("┌──────────────┐") }, "\(lines)")
  }
}
