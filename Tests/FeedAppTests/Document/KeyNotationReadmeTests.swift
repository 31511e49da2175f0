import Foundation
import Testing

@testable import Input

/// The README's list of the `--keys` notation is whole: the parser accepts nothing it leaves
/// out, and everything it lists parses.
@Suite("README: the key notation of --keys, in full")
struct KeyNotationReadmeTests {
  /// The README's paragraph on the notation, from "`--keys` uses vim notation" to the blank line.
  static func notationParagraph() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "`--keys` uses vim notation"))
    let end = readme[start.lowerBound...].range(of: "\n\n")?.lowerBound ?? readme.endIndex
    return String(readme[start.lowerBound..<end])
  }

  /// The notations the paragraph quotes: each `<…>` between backquotes.
  static func quotedNotations(in paragraph: String) -> [String] {
    paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("<") && $0.element.hasSuffix(">") }
      .map { String($0.element) }
  }

  @Test("Every named key the parser knows is listed, in the case it is written in")
  func namedKeysListed() throws {
    let quoted = Set(Self.quotedNotations(in: try Self.notationParagraph()))
    for (name, _) in Key.namedKeys {
      #expect(quoted.contains("<\(name)>"), "README does not list <\(name)>")
    }
  }

  @Test("Every modifier the parser reads (<C-…>, <M-…>, <A-…>) is listed with an example")
  func modifiersListed() throws {
    let quoted = Self.quotedNotations(in: try Self.notationParagraph())
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for modifier in letters {
      guard (try? Key.sequence(from: "<\(modifier)-a>")) != nil else { continue }
      #expect(
        quoted.contains { $0.uppercased().hasPrefix("<\(modifier)-") },
        "README lists no <\(modifier)-…>")
    }
    // A modifier with a named key, as well as with a character.
    for modifier in letters {
      guard (try? Key.sequence(from: "<\(modifier)-Enter>")) != nil else { continue }
      #expect(
        quoted.contains { $0.uppercased().hasPrefix("<\(modifier)-") && $0.count > 5 },
        "README lists no <\(modifier)-…> with a named key")
    }
  }

  @Test("Names are read in any case, and the README says so")
  func anyCase() throws {
    #expect(try Key.sequence(from: "<enter><PGDN><c-U>") == [.enter, .pageDown, .control("u")])
    #expect(try Self.notationParagraph().contains("any case"))
  }

  @Test("Everything the README lists parses, as one key")
  func listedParse() throws {
    let quoted = Self.quotedNotations(in: try Self.notationParagraph())
    #expect(quoted.count >= 25, "the paragraph's notations were not found")
    for notation in quoted {
      #expect((try? Key.sequence(from: notation))?.count == 1, "\(notation) does not parse")
    }
  }
}
