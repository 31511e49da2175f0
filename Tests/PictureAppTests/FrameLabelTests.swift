import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite(
  "A frame's label on a narrow screen: the note's short form, then the name cut, then left out")
struct FrameLabelTests {
  /// The files, kept while the test runs.
  let folder: PictureFolder

  init() throws { folder = try PictureFolder() }

  /// The app at `width`×`height` on a feed of three PNGs claiming 15000×15000 pixels, names
  /// short and long, a JPEG that does not decode and a text file.
  func app(width: Int, height: Int) throws -> PictureApp {
    let huge = PictureFailureTests.pngHeader(width: 15000, height: 15000)
    for name in ["bomb.png", "x.png", "holiday-photo-042.png"] {
      try folder.write(huge, to: name)
    }
    try folder.write(
      [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x5A, count: 400), to: "garbage.jpg")
    try folder.write(Array("not a picture at all\n".utf8), to: "notes.png")
    let names = ["bomb.png", "x.png", "holiday-photo-042.png", "garbage.jpg", "notes.png"]
    let entries = names.enumerated().map { index, name in
      #"{"id": "f\#(index)", "user": "u1", "comment": "c\#(index)", "image": "\#(name)"}"#
    }
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
        + entries.joined(separator: ",") + "]}", to: "doc.json")
    return try PictureApp(path: path, size: Size(width: width, height: height))
  }

  @Test("at 40 columns the size goes before any of the name, and the name is cut before it goes")
  func forty() throws {
    expectScreen(
      try app(width: 40, height: 42).screen(),
      [
        "doc.json › Feed                   ? help",
        "> n",
        "  c0",
        "  ┌───────────────────────────────────┐",
        "  │      ▣ bomb.png (too large)       │",
        "  │                                   │",
        "  └───────────────────────────────────┘",
        "  bomb.png",
        "",
        "  n",
        "  c1",
        "  ┌───────────────────────────────────┐",
        "  │ ▣ x.png (too large: 15000×15000)  │",
        "  │                                   │",
        "  └───────────────────────────────────┘",
        "  x.png",
        "",
        "  n",
        "  c2",
        "  ┌───────────────────────────────────┐",
        "  │ ▣ holiday-photo-042.… (too large) │",
        "  │                                   │",
        "  └───────────────────────────────────┘",
        "  holiday-photo-042.png",
        "",
        "  n",
        "  c3",
        "  ┌───────────────────────────────────┐",
        "  │    ▣ garbage.jpg (unreadable)     │",
        "  │                                   │",
        "  └───────────────────────────────────┘",
        "  garbage.jpg",
        "",
        "  n",
        "  c4",
        "  ┌───────────────────────────────────┐",
        "  │    ▣ notes.png (not a picture)    │",
        "  │                                   │",
        "  └───────────────────────────────────┘",
        "  notes.png",
        "",
        " 1/5 entry",
      ])
  }

  @Test("at 24 columns a name that cannot keep four columns is left out, the note kept whole")
  func twentyFour() throws {
    expectScreen(
      try app(width: 24, height: 38).screen(),
      [
        "doc.json › Feed   ? help",
        "> n",
        "  c0",
        "  ┌───────────────────┐",
        "  │   ▣ (too large)   │",
        "  └───────────────────┘",
        "  bomb.png",
        "",
        "  n",
        "  c1",
        "  ┌───────────────────┐",
        "  │   ▣ (too large)   │",
        "  └───────────────────┘",
        "  x.png",
        "",
        "  n",
        "  c2",
        "  ┌───────────────────┐",
        "  │   ▣ (too large)   │",
        "  └───────────────────┘",
        "  holiday-photo-042.png",
        "",
        "  n",
        "  c3",
        "  ┌───────────────────┐",
        "  │  ▣ (unreadable)   │",
        "  └───────────────────┘",
        "  garbage.jpg",
        "",
        "  n",
        "  c4",
        "  ┌───────────────────┐",
        "  │ ▣ (not a picture) │",
        "  └───────────────────┘",
        "  notes.png",
        "",
        "",
        " 1/5 entry",
      ])
  }

  @Test("at 20 columns the mark goes before the note is cut, and the note is cut after a word")
  func twenty() throws {
    expectScreen(
      try app(width: 20, height: 38).screen(),
      [
        "… › Feed      ? help",
        "> n",
        "  c0",
        "  ┌───────────────┐",
        "  │ ▣ (too large) │",
        "  └───────────────┘",
        "  bomb.png",
        "",
        "  n",
        "  c1",
        "  ┌───────────────┐",
        "  │ ▣ (too large) │",
        "  └───────────────┘",
        "  x.png",
        "",
        "  n",
        "  c2",
        "  ┌───────────────┐",
        "  │ ▣ (too large) │",
        "  └───────────────┘",
        "  holiday-photo-04…",
        "",
        "  n",
        "  c3",
        "  ┌───────────────┐",
        "  │ (unreadable)  │",
        "  └───────────────┘",
        "  garbage.jpg",
        "",
        "  n",
        "  c4",
        "  ┌───────────────┐",
        "  │   (not a…)    │",
        "  └───────────────┘",
        "  notes.png",
        "",
        "",
        " 1/5 entry",
      ])
  }

  @Test("at 16 columns a note is cut after a word, or inside its only word when that is too long")
  func sixteen() throws {
    let lines = try app(width: 16, height: 38).screen().lines
    let labels = lines.filter { $0.contains("│ ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      labels == [
        "│  (too…)   │", "│  (too…)   │", "│  (too…)   │", "│ (unread…) │", "│ (not a…)  │",
      ])
  }
}
