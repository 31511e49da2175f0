import Foundation
import Testing

/// The README's tutorial compiles: each of its Swift snippets is found, verbatim, in a source
/// file of the example package, which `make test` builds and tests.
@Suite("README tutorial")
struct ReadmeSnippetTests {
  static let heading = "## The library: your first list in 10 minutes"
  /// The repository, three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's text.
  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// Every Swift file of the example package, Package.swift included, by path.
  static func exampleSources() throws -> [String: String] {
    let example = root.appendingPathComponent("Examples/Agenda")
    var sources: [String: String] = [:]
    let files = FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      if file.path.contains("/.build/") { continue }
      guard file.pathExtension == "swift" else { continue }
      sources[file.path] = try String(contentsOf: file, encoding: .utf8)
    }
    return sources
  }

  @Test("Every snippet of the tutorial appears in a compiled source file of the example")
  func snippetsAreCompiled() throws {
    let snippets = Snippet.all(in: try Self.readme(), section: Self.heading)
    let sources = try Self.exampleSources()
    #expect(snippets.count >= 12, "the tutorial's snippets were not found")
    #expect(sources.keys.contains { $0.hasSuffix("Examples/Agenda/Package.swift") })
    for snippet in snippets {
      #expect(
        sources.values.contains { snippet.appears(in: $0) },
        "not found verbatim in Examples/Agenda: \(snippet)")
    }
  }

  @Test("A snippet is found only with its chunks in order and unchanged")
  func matching() {
    let source = "struct A {\n  var x = 1\n  var y = 2\n}\n"
    let whole = Snippet(text: "struct A {\n  var x = 1", line: 1)
    let elided = Snippet(text: "struct A {\n// …\n  var y = 2\n}", line: 1)
    let reordered = Snippet(text: "  var y = 2\n// …\n  var x = 1", line: 1)
    let changed = Snippet(text: "struct A {\n  var x = 3", line: 1)
    #expect(whole.appears(in: source))
    #expect(elided.appears(in: source))
    #expect(elided.chunks == ["struct A {", "  var y = 2\n}"])
    #expect(!reordered.appears(in: source))
    #expect(!changed.appears(in: source))
    #expect(!Snippet(text: "// …", line: 1).appears(in: source))
  }

  @Test("Snippets are the swift blocks of the section, up to the next heading of its level")
  func extraction() {
    let markdown = """
      # Title
      ```swift
      outside
      ```
      ## Tutorial
      ```swift
      first
      ```
      ```
      not swift
      ```
      ### Step
      ```swift
      second
      line
      ```
      ## Next
      ```swift
      after
      ```
      """
    let snippets = Snippet.all(in: markdown, section: "## Tutorial")
    #expect(snippets.map(\.text) == ["first", "second\nline"])
    #expect(snippets.map(\.line) == [7, 14])
  }

  @Test("The public-API tests import the products as an outside package would")
  func noTestableImports() throws {
    let folder = Self.root.appendingPathComponent("Tests/PublicAPITests")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!files.isEmpty)
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("@testable"), "\(file) uses @testable")
    }
  }
}
