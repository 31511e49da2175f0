import Foundation
import Testing

@Suite("A document after more than 1 MiB of blank space is recognised, from a file or a pipe")
struct LeadingBlankTests {
  /// A small listtui document.
  private static let document =
    #"{"users":[{"id":"u","nickname":"nora"}],"feed":[{"id":"a","user":"u","comment":"hello"}]}"#

  /// 2 MiB of spaces and line feeds: 65,536 lines of 31 spaces.
  private static let blank = String(
    repeating: String(repeating: " ", count: 31) + "\n", count: 1 << 16)

  /// The screen of `document` at 40×4, from the input `name`.
  private static func screen(_ name: String) -> String {
    let title = name + " › Feed"
    return [
      title + String(repeating: " ", count: 34 - title.count) + "? help",
      "> nora" + String(repeating: " ", count: 33) + "┃",
      "  hello",
      " 1/1 entry · lines 1–2/3",
      "",
    ].joined(separator: "\n")
  }

  /// Writes bytes to a new temporary file and returns its path.
  private func file(_ bytes: Data) throws -> String {
    let path = try ListTUIProcess.temporaryFile("")
    try bytes.write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(
    "A file: blank space, or a byte order mark and blank space, then the document",
    arguments: ["", "\u{FEFF}"])
  func file(mark: String) throws {
    let path = try file(Data((mark + Self.blank + Self.document).utf8))
    let output = try ListTUIProcess.run([path, "--dump", "--size", "40x4"])
    #expect(output.stderr == "")
    #expect(output.status == 0)
    #expect(output.stdout == Self.screen("doc.json"))
  }

  @Test("Standard input: blank space, then the document")
  func pipe() throws {
    let output = try ListTUIProcess.run(
      ["-", "--dump", "--size", "40x4"], bytes: Data((Self.blank + Self.document).utf8))
    #expect(output.stderr == "")
    #expect(output.status == 0)
    #expect(output.stdout == Self.screen("<stdin>"))
  }

  @Test("Malformed JSON after the blank space is placed on its line in the whole file")
  func malformedPlace() throws {
    for input in ["file", "pipe"] {
      let bytes = Data((Self.blank + #"{"feed": [}"#).utf8)
      let output =
        input == "file"
        ? try ListTUIProcess.run([try file(bytes), "--dump"])
        : try ListTUIProcess.run(["-", "--dump"], bytes: bytes)
      #expect(output.status == 65, "\(input)")
      #expect(output.stderr.contains(":65537:11: malformed JSON"), "\(input): \(output.stderr)")
    }
  }

  @Test("Nothing but 2 MiB of blank space says so, from a file or a pipe")
  func onlyBlank() throws {
    let bytes = Data(Self.blank.utf8)
    for output in [
      try ListTUIProcess.run([try file(bytes), "--dump"]),
      try ListTUIProcess.run(["-", "--dump"], bytes: bytes),
    ] {
      #expect(output.status == 65)
      #expect(
        output.stderr.hasSuffix(": only blank space: no document to show\n"), "\(output.stderr)")
    }
  }
}
