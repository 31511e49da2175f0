import Foundation
import Testing

/// The README's tutorial can be followed as written: what its snippets use, they show.
@Suite("README tutorial, followed as written")
struct TutorialCompletenessTests {
  /// The Swift code of the tutorial, every snippet in order.
  static func code() throws -> String {
    let readme = try ReadmeSnippetTests.readme()
    return Snippet.all(in: readme, section: ReadmeSnippetTests.heading).map(\.text)
      .joined(separator: "\n")
  }

  @Test("The tutorial's app declares every requirement of TerminalApp with no default")
  func appDeclaresRequirements() throws {
    let code = try Self.code()
    #expect(code.contains("public final class AgendaApp: TerminalApp"))
    // Without its wake-up, the app's work from elsewhere is drawn only at the next key.
    #expect(code.contains("public var wakeup: Wakeup? {") || code.contains("let wakeup: Wakeup?"))
    #expect(code.contains("public func handle(_ event: Event) -> AppResponse {"))
    #expect(code.contains("public func render(size: Size) -> Buffer {"))
    // What the wake-up's work hands over is taken in where the loop calls.
    #expect(code.contains("public func takePendingWork() -> AppResponse {"))
  }

  @Test("Every data source a harness runs, and the mailbox main.swift posts to, is declared")
  func usedNamesAreDeclared() throws {
    let code = try Self.code()
    let harnessed = code.matches(of: try Regex(#"ListHarness\(dataSource: ([a-z][A-Za-z]*)"#))
      .compactMap { $0.output[1].substring.map(String.init) }
    #expect(harnessed == ["days"])
    for name in harnessed + ["incomingNotes"] {
      #expect(
        code.contains("let \(name) = ") || code.contains("var \(name) = "),
        "the tutorial uses \(name) without declaring it")
    }
    // A SectionKind is shown by its name: the tutorial says so.
    #expect(try ReadmeSnippetTests.readme().contains("`kind.name`"))
  }
}
