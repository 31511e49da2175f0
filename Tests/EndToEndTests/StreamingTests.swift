import Foundation
import Testing

/// A listtui document's text in two parts: the users and the first `count` entries, and the
/// rest; the second part may end in a syntax error.
struct SplitDocument {
  let head: String
  let tail: String

  init(count: Int, rest: Int, brokenTail: Bool = false) {
    func entry(_ index: Int) -> String {
      #"{"id": "f\#(index)", "user": "u\#(index % 2 + 1)", "comment": "entry number \#(index)"}"#
    }
    head =
      #"{"me": "u1", "users": [{"id": "u1", "nickname": "boo"}, {"id": "u2", "nickname": "ainame"}], "feed": ["#
      + "\n" + (0..<count).map(entry).joined(separator: ",\n")
    let more = (count..<(count + rest)).map { ",\n" + entry($0) }.joined()
    tail = more + (brokenTail ? ",\n{\"id\": oops}]}\n" : "\n]}\n")
  }
}

@Suite("Loading in the background, in a real terminal (tmux)")
struct StreamingTests {
  @Test("A slow pipe: 2,000 entries show while it pauses, keys work, then the rest arrives")
  func slowPipe() async throws {
    let document = SplitDocument(count: 2_000, rest: 1_000)
    let head = try ListTUIProcess.temporaryFile(document.head, name: "head.json")
    let tail = try ListTUIProcess.temporaryFile(document.tail, name: "tail.json")
    let marker = head + ".go"
    // Whatever happens, the sender is let go, so that it does not wait on after the test.
    defer { FileManager.default.createFile(atPath: marker, contents: Data()) }
    // The rest is sent only once the test has seen the first part and pressed keys.
    let sender =
      "sh -c 'cat \(head); while [ ! -e \(marker) ]; do sleep 0.05; done; cat \(tail)'"
    let app = try await ListTUISession(
      arguments: ["-"], inputCommand: sender, waitForLoading: false)
    defer { app.close() }
    let first = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().last?.contains("loading… 2000 entries") == true
    }
    let shown = try app.screen().joined(separator: "\n")
    #expect(first, "the first 2,000 entries did not show:\n\(shown)")
    #expect(texts(try app.screen()).contains("  boo"))
    try app.tmux.sendKeys("j", "j")
    let moved = try await app.tmux.wait {
      try app.screen().last?.hasPrefix(" 3/2001 entry") == true
    }
    let afterKeys = try app.screen().joined(separator: "\n")
    #expect(moved, "keys did not work while loading:\n\(afterKeys)")
    // End while loading follows the end: when the rest comes, the selection is on the last.
    try app.tmux.sendKeys("End")
    let atEnd = try await app.tmux.wait {
      try app.screen().last?.hasPrefix(" 2001/2001 entry") == true
    }
    let before = try app.screen().joined(separator: "\n")
    #expect(atEnd, "End did not reach the last entry:\n\(before)")
    FileManager.default.createFile(atPath: marker, contents: Data())
    let complete = try await app.tmux.wait(timeout: .seconds(10)) {
      let status = try app.screen().last ?? ""
      return status.hasPrefix(" 3001/3001 entry") && !status.contains("loading")
    }
    let final = try app.screen().joined(separator: "\n")
    #expect(complete, "the rest did not arrive, or End did not follow it:\n\(final)")
    #expect(try app.screen().contains { $0.contains("entry number 2999") }, "\(final)")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    #expect(try app.modes() == .restored)
  }

  @Test(
    "A late syntax error: the rows stay, the error shows, and q exits 65 with the terminal restored"
  )
  func lateSyntaxError() async throws {
    let document = SplitDocument(count: 3_000, rest: 10, brokenTail: true)
    let path = try ListTUIProcess.temporaryFile(document.head + document.tail, name: "late.json")
    let app = try await ListTUISession(arguments: [path], waitForLoading: false)
    defer { app.close() }
    let line = 3_000 + 10 + 2
    let failed = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().last?.contains("incomplete: ") == true
    }
    let screen = try app.screen()
    #expect(failed, "no error shown:\n\(screen.joined(separator: "\n"))")
    // At 80 columns, beside the position and the warnings counter, the place alone fits.
    #expect(
      screen.last?.contains("incomplete: late.json:\(line):8 · ! why") == true,
      "\(screen.last ?? "")")
    #expect(screen.last?.contains("1/3011 profile summary") == true, "every entry before the error")
    #expect(texts(screen).contains("  boo"), "the rows loaded before the error stay")
    try app.tmux.sendKeys("j")
    #expect(try await app.tmux.wait { try app.screen().last?.hasPrefix(" 2/3011 entry") == true })
    // ! says why, in full.
    try app.tmux.sendKeys("!")
    let why = try await app.tmux.wait {
      let lines = texts(try app.screen())
      return lines.contains("> ⚠ loading stopped at \(line):8")
        && lines.contains("    malformed JSON: expected a value")
    }
    let warnings = try app.screen().joined(separator: "\n")
    #expect(why, "\(warnings)")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 65)
    let settings = app.settings()
    #expect(settings.before != nil && settings.after == settings.before)
    #expect(try app.modes() == .restored)
    // The message is printed after the terminal is restored; the pane wraps it at 80 columns.
    let after = try app.screen().joined()
    #expect(
      after.contains("listtui: \(path):\(line):8: malformed JSON: expected a value"), "\(after)")
  }
}
