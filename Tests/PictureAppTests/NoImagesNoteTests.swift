import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("--no-images: an attachment's line says why it has no picture, and names it before its alt")
struct NoImagesNoteTests {
  /// A document with one entry whose attachments are `media` (JSON), beside an empty
  /// `zero.jpg` and a picture `p.png`.
  private func document(_ media: String) throws -> (PictureFolder, String) {
    let folder = try PictureFolder()
    try folder.write([], to: "zero.jpg")
    try folder.write(
      try ImageEncoder.png(TestImages.halves(width: 8, height: 8, TestImages.red, TestImages.blue)),
      to: "p.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "media": ["#
        + media + "]}]}",
      to: "doc.json")
    return (folder, path)
  }

  @Test("A missing file and an empty one say so in the feed and on the entry's screen")
  func reasons() throws {
    let (folder, path) = try document(
      #"{"path": "gone.png", "description": "The sea"}, {"path": "zero.jpg"}, {"path": "p.png"}"#)
    defer { _ = folder }
    let app = try PictureApp(path: path, size: Size(width: 50, height: 10), pictures: false)
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                             ? help",
        "> n",
        "  c",
        "  ▣ gone.png (missing) · “The sea” · +2 more",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "doc.json › Feed › Entry by n                ? help",
        "> n",
        "",
        "  c",
        "",
        "  ▣ gone.png (missing) · “The sea”",
        "  ▣ zero.jpg (empty file)",
        "  ▣ p.png",
        "",
        " 1/5 author",
      ])
  }

  @Test("The feed's line names the file, then its alt text, cut first, wide and narrow")
  func nameAndAlt() throws {
    let (folder, path) = try document(
      #"{"path": "zero.jpg", "description": "A long description of a picture that is not there at all"}, {"path": "p.png"}"#
    )
    defer { _ = folder }
    let wide = try PictureApp(path: path, size: Size(width: 120, height: 7), pictures: false)
    expectScreen(
      wide.screen(),
      [
        "doc.json › Feed                                                                                                   ? help",
        "> n",
        "  c",
        "  ▣ zero.jpg (empty file) · “A long description of a picture that is not there at all” · +1 more",
        "",
        "",
        " 1/1 entry",
      ])
    let middle = try PictureApp(path: path, size: Size(width: 60, height: 7), pictures: false)
    expectScreen(
      middle.screen(),
      [
        "doc.json › Feed                                       ? help",
        "> n",
        "  c",
        "  ▣ zero.jpg (empty file) · “A long description…” · +1 more",
        "",
        "",
        " 1/1 entry",
      ])
    // Room for two columns of the alt text: left out, not a lone `“…”`.
    let tight = try PictureApp(path: path, size: Size(width: 42, height: 7), pictures: false)
    expectScreen(
      tight.screen(),
      [
        "doc.json › Feed                     ? help",
        "> n",
        "  c",
        "  ▣ zero.jpg (empty file) · +1 more",
        "",
        "",
        " 1/1 entry",
      ])
    let narrow = try PictureApp(path: path, size: Size(width: 30, height: 7), pictures: false)
    expectScreen(
      narrow.screen(),
      [
        "doc.json › Feed         ? help",
        "> n",
        "  c",
        "  ▣ zero.j… (empty) · +1 more",
        "",
        "",
        " 1/1 entry",
      ])
  }
}
