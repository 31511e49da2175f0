import FeedModel
import Testing

@testable import FeedApp

/// A listtui document's attachment may carry `focus`, `{"x": x, "y": y}` as in Mastodon's API:
/// the point the feed keeps in view when it crops a picture of extreme shape.
@Suite("A listtui attachment's focus is read as Mastodon's meta.focus; junk warns")
struct FocusFieldTests {
  /// A document of one entry whose one attachment has `focus` written as `value`.
  private func document(focus value: String) -> String {
    #"{"users":[{"id":"u1","nickname":"a"}],"feed":[{"id":"f1","user":"u1","comment":"c","#
      + #""media":[{"path":"p.png","focus":\#(value)}]}]}"#
  }

  @Test("A focus of x and y from -1 to 1 is kept, also on a lone picture with only a path")
  func focus() throws {
    let snapshot = try load(document(focus: #"{"x":-0.5,"y":1}"#))
    #expect(snapshot.warnings.map(\.description) == [])
    let entry = try #require(Array(snapshot.document.feed).first)
    #expect(entry.media.first?.focus == MediaAttachment.FocalPoint(x: -0.5, y: 1))
  }

  @Test("A focus out of range, of the wrong type or without x or y is ignored, with a warning")
  func malformed() throws {
    let cases = [
      (#"{"x":2,"y":0}"#, "2 at x"), (#"{"x":0,"y":-1.5}"#, "-1.5 at y"),
      (#"{"x":0}"#, "nothing at y"), (#"{"x":"0","y":0}"#, "a string at x"),
      (#"[0,0]"#, "an array"), (#""centre""#, "a string"),
    ]
    for (written, found) in cases {
      let snapshot = try load(document(focus: written))
      #expect(
        snapshot.warnings.map(\.description) == [
          "feed[0].media[0].focus: expected x and y from -1 to 1, found \(found); ignored"
        ], "\(written)")
      let entry = try #require(Array(snapshot.document.feed).first)
      #expect(entry.media.first?.focus == nil && entry.media.first?.location == "p.png")
    }
    // null is no focus, and no warning.
    #expect(try load(document(focus: "null")).warnings.isEmpty)
  }
}
