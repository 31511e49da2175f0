import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// A thread's context (`GET /api/v1/statuses/:id/context`), alone or after the status it was
/// asked about, opens as the statuses it holds.
@Suite("A thread's context opens as its statuses, with or without the status asked about")
struct ContextScreenTests {
  /// Bob's question, which Alice answers.
  static let question = APIStatuses.bobStatus(
    1, "2024-01-10T10:00:00.000Z", "<p>Tea or coffee?</p>")
  /// Alice's answer to Bob: the status the context is asked about.
  static let answer = APIStatuses.status(
    2, "2024-01-10T11:00:00.000Z", "<p>Tea, always</p>",
    extra: #","in_reply_to_id":"1","in_reply_to_account_id":"2""#)
  /// Bob's reply to Alice's answer.
  static let reply = APIStatuses.bobStatus(
    3, "2024-01-10T12:00:00.000Z", "<p>Good choice</p>",
    extra: #","in_reply_to_id":"2","in_reply_to_account_id":"1""#)
  /// The context of Alice's answer.
  static let context =
    #"{"ancestors":[\#(question)],"descendants":[\#(reply)]}"#

  /// The app on a file holding `text`.
  private func app(_ text: String, size: Size) throws -> ArchiveApp {
    let folder = try TemporaryFolder()
    return try ArchiveApp(
      try folder.write(text, to: "context.json"), size: size, pictures: false)
  }

  @Test("Alone, its statuses open, and a warning says the status asked about is not there")
  func alone() throws {
    let app = try app(Self.context, size: Size(width: 72, height: 12))
    expectScreen(
      app.screen,
      [
        "context.json › Feed                                               ? help",
        "> bob · Bob",
        "  3 posts · 2 following · 1 follower",
        "",
        "  Bob @bob@other.example · 2024-01-10 12:00 UTC",
        "  ↩ in reply to a post",
        "  Good choice",
        "",
        "  Bob @bob@other.example · 2024-01-10 10:00 UTC",
        "  Tea or coffee?",
        "",
        " 1/3 profile summary                                        ⚠ 1 warning",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "context.json › Feed › Entry by bob                                ? help",
        "> bob · Bob · @bob@other.example",
        "",
        "  ↩ in reply to a post · not in this document",
        "",
        "  Good choice",
        "",
        "  Posted 2024-01-10 12:00 UTC",
        "  https://other.example/@bob/3",
        "",
        "",
        " 1/4 author                                                 ⚠ 1 warning",
      ])
    expectScreen(
      try app.press("<Esc>!"),
      [
        "context.json › Feed › Warnings                                    ? help",
        "> ⚠",
        "    a thread's context (GET /api/v1/statuses/:id/context) without the",
        "    status it was asked about, which its replies answer: to show it,",
        "    give it first (cat status.json context.json | listtui -)",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 warning                                                ⚠ 1 warning",
      ])
  }

  @Test("After the status asked about, the thread is whole: the reply names it, no warning")
  func withStatus() throws {
    let app = try app(Self.answer + "\n" + Self.context, size: Size(width: 72, height: 14))
    #expect(app.warnings == [])
    expectScreen(
      app.screen,
      [
        "context.json › Feed                                               ? help",
        "> Bob @bob@other.example · 2024-01-10 12:00 UTC",
        "  ↩ in reply to @alice@example.social",
        "  Good choice",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-10 11:00 UTC",
        "  ↩ in reply to @bob@other.example",
        "  Tea, always",
        "",
        "  Bob @bob@other.example · 2024-01-10 10:00 UTC",
        "  Tea or coffee?",
        "",
        "",
        " 1/3 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "context.json › Feed › Entry by bob                                ? help",
        "> bob · Bob · @bob@other.example",
        "",
        "  ↩ in reply to @alice@example.social · Enter opens it",
        "    Tea, always",
        "",
        "  Good choice",
        "",
        "  Posted 2024-01-10 12:00 UTC",
        "  https://other.example/@bob/3",
        "",
        "",
        "",
        " 1/4 author",
      ])
  }

  @Test(
    "A context with no descendants finds the status asked about as the one answering its last ancestor"
  )
  func withoutDescendants() throws {
    let context = #"{"ancestors":[\#(Self.question)],"descendants":[]}"#
    let whole = try app(Self.answer + "\n" + context, size: Size(width: 72, height: 8))
    #expect(whole.warnings == [])
    let alone = try app(context, size: Size(width: 72, height: 8))
    #expect(alone.warnings.count == 1)
  }
}
