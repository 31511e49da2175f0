import Testing

@Suite("--dump and pictures")
struct PictureDumpTests {
  @Test("--dump waits for the pictures in view; --no-images names them on a line each")
  func waitsForPictures() throws {
    let pictures = try ListTUIProcess.run(["--dump", "--keys", "jj"])
    #expect(pictures.status == 0)
    let lines = pictures.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!pictures.stdout.contains("▣"), "a frame instead of a picture:\n\(pictures.stdout)")
    let drawn = lines.filter { line in line.contains { "▀▄▁▂▃▅▆▇█▌▐▔▕▏▘▝▖▗".contains($0) } }
    #expect(drawn.count >= 5, "the sunset, drawn:\n\(pictures.stdout)")

    let frames = try ListTUIProcess.run(["--dump", "--keys", "jj", "--no-images"])
    #expect(frames.status == 0)
    #expect(
      frames.stdout.split(separator: "\n").contains { $0 == "  ▣ sunset.png" },
      "the picture named on a line of its own:\n\(frames.stdout)")
    #expect(!frames.stdout.contains("┌"), "a frame with pictures off:\n\(frames.stdout)")
    #expect(frames.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
  }
}
