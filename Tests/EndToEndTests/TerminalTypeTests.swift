import Foundation
import Testing

/// How `listtui` ran in a terminal of some type, or with none.
struct TerminalRun {
  /// The exit status.
  var status: Int32
  /// What it wrote on standard error.
  var errors: String

  /// Runs `listtui` in a tmux pane with `TERM` set to `term` (unset when nil), and waits for it
  /// to exit; a run that draws is ended with `q`.
  static func inTerminal(term: String?, arguments: [String] = []) async throws -> TerminalRun {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-term-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let setting = term.map { "TERM=\(ListTUISession.quoted($0)) " } ?? "env -u TERM "
    let script = """
      cd \(ListTUISession.quoted(folder.path))
      \(setting)\(([ListTUIProcess.binary] + arguments).map(ListTUISession.quoted).joined(separator: " ")) 2> errors
      echo $? > status.tmp && mv status.tmp status
      sleep 30
      """
    let scriptURL = folder.appending(path: "run.sh")
    try Data(script.utf8).write(to: scriptURL)
    let tmux = try TmuxSession(command: "sh \(ListTUISession.quoted(scriptURL.path))")
    defer { tmux.close() }
    let statusURL = folder.appending(path: "status")
    let exited = try await tmux.wait(timeout: .seconds(10)) {
      FileManager.default.fileExists(atPath: statusURL.path)
    }
    guard exited else { throw TmuxSession.Failure(description: "listtui did not exit") }
    let status = try String(contentsOf: statusURL, encoding: .utf8)
    return TerminalRun(
      status: Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
      errors: (try? String(contentsOf: folder.appending(path: "errors"), encoding: .utf8)) ?? "")
  }
}

@Suite("The listtui binary on terminals it cannot use")
struct TerminalTypeTests {
  @Test("in a terminal, an input that cannot be read is reported at once, as without one")
  func unreadableInput() async throws {
    let missing = try await TerminalRun.inTerminal(
      term: "xterm-256color", arguments: ["/nonexistent/feed.json"])
    #expect(missing.status == 66)
    #expect(
      missing.errors == "listtui: /nonexistent/feed.json: cannot open: No such file or directory\n")
    let notADocument = try ListTUIProcess.temporaryFile("hello\n")
    let run = try await TerminalRun.inTerminal(term: "xterm-256color", arguments: [notADocument])
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("listtui: \(notADocument): not a listtui document"))
  }

  @Test(
    "in a terminal, an error in the first entry is said at once, without the screen: nothing was shown"
  )
  func firstEntryError() async throws {
    let users = #"{"me": "u1", "users": [{"id": "u1", "nickname": "boo"}], "history": ["u1"], "#
    let wrongType = try ListTUIProcess.temporaryFile(
      users + #""feed": [{"id": "e0", "user": 5, "comment": "hi"}]}"#, name: "wrongtype.json")
    let run = try await TerminalRun.inTerminal(term: "xterm-256color", arguments: [wrongType])
    #expect(run.status == 65)
    #expect(
      run.errors == "listtui: \(wrongType): feed[0].user: expected a string, found a number\n")
    let nul = try ListTUIProcess.temporaryFile(
      users + "\"feed\": [{\"id\": \"e0\", \"user\": \"u1\", \"comment\": \"a\u{0}b\"}]}",
      name: "nul.json")
    let nulRun = try await TerminalRun.inTerminal(term: "xterm-256color", arguments: [nul])
    #expect(nulRun.status == 65)
    #expect(
      nulRun.errors
        == "listtui: \(nul):1:126: malformed JSON: unescaped control character U+0000 in a string\n"
    )
  }

  @Test("with no terminal at all, it exits 66 and says to run it in one")
  func noTerminal() throws {
    // setsid: a new session has no controlling terminal, so /dev/tty cannot be opened, and
    // standard input and output are files.
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    let result = try Subprocess.run(
      "setsid", ["-w", ListTUIProcess.binary], environment: environment)
    #expect(result.status == 66)
    #expect(
      result.errors
        == "listtui: no terminal to draw on: run the program in a terminal\n"
    )
    #expect(result.output == "")
  }

  @Test("an unknown TERM exits 66 naming it")
  func unknownType() async throws {
    let run = try await TerminalRun.inTerminal(term: "nonexistent")
    #expect(run.status == 66)
    #expect(
      run.errors
        == "listtui: unknown terminal type 'nonexistent'\n"
    )
  }

  @Test(
    "a newer terminal's TERM the host has no entry for (xterm-kitty over SSH) is drawn as xterm's",
    arguments: [
      "xterm-listtui-unknown", "alacritty", "tmux-listtui-unknown-256color", "xterm-16color",
      "tmux-listtui-unknown-direct", "listtui-unknown-direct",
    ])
  func kindredType(term: String) async throws {
    let app = try await ListTUISession(environment: ["TERM": term])
    defer { app.close() }
    #expect(try app.screen().last?.hasPrefix(" 1/36 profile summary") == true)
    // A terminal of fewer colours gets none of the 256: the selection is reverse video.
    let styled = try app.tmux.styledScreen()
    #expect(term.hasSuffix("16color") != styled.contains("38;5;"), "\(styled)")
    try app.tmux.sendKeys("j")
    #expect(try await app.tmux.wait { try app.screen().last?.hasPrefix(" 2/36") == true })
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    #expect(try app.modes() == .restored)
  }

  @Test("no TERM at all exits 66 saying so")
  func noType() async throws {
    let run = try await TerminalRun.inTerminal(term: nil)
    #expect(run.status == 66)
    #expect(
      run.errors
        == "listtui: unknown terminal type (TERM is not set)\n"
    )
  }

  @Test("TERM set to nothing exits 66 saying that it is empty, not that it is not set")
  func emptyType() async throws {
    let run = try await TerminalRun.inTerminal(term: "")
    #expect(run.status == 66)
    #expect(run.errors == "listtui: unknown terminal type (TERM is empty)\n")
  }

  @Test("TERM=dumb is refused, pointing at --dump")
  func dumb() async throws {
    let run = try await TerminalRun.inTerminal(term: "dumb")
    #expect(run.status == 66)
    #expect(
      run.errors == "listtui: TERM=dumb cannot show a full-screen list; use --dump for plain text\n"
    )
  }
}

@Suite("The listtui binary on terminals of 8 colours")
struct EightColorTests {
  /// The lines of a `capture-pane -e` screen, each with its text and whether any of its cells
  /// is in reverse video.
  ///
  /// tmux writes only the changes of style from one cell to the next, across lines too, so the
  /// state is carried from line to line: a line that starts in reverse video may hold no `7`.
  func styledLines(_ text: String) -> [(text: String, isReversed: Bool)] {
    var reverse = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var plain = ""
      var isReversed = false
      var rest = Substring(line)
      while let escape = rest.firstIndex(of: "\u{1B}") {
        let before = rest[..<escape]
        plain += before
        if reverse && !before.isEmpty { isReversed = true }
        rest = rest[rest.index(after: escape)...]
        guard rest.first == "[", let end = rest.firstIndex(where: { $0.isLetter }) else { continue }
        if rest[end] == "m" {
          let parameters = rest[rest.index(after: rest.startIndex)..<end]
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
          for parameter in parameters {
            if parameter == 7 { reverse = true }
            if parameter == 0 || parameter == 27 { reverse = false }
          }
        }
        rest = rest[rest.index(after: end)...]
      }
      if reverse && !rest.isEmpty { isReversed = true }
      return (plain + rest, isReversed)
    }
  }

  @Test(
    "a line whose one reversed cell is a blank before cells erased in a colour reads as reversed")
  func erasedLine() async throws {
    // As curses draws a line of a picture that landed before its row was first drawn: the
    // picture's blanks erased in their colour (ECH), then the selection's mark in the first
    // column. `capture-pane -e` alone drops the mark, a blank at the line's end.
    let bytes = #"\033[H\033[2J\033[2;28H\033[44m\033[27X\033[2;1H\033[1;7m \033[0m\033[3;1Hend"#
    let tmux = try TmuxSession(command: "printf '\(bytes)'; sleep 30", height: 5)
    defer { tmux.close() }
    var text = ""
    try await tmux.wait {
      text = try tmux.styledScreen(keepingTrailingBlanks: true)
      return text.contains("end")
    }
    #expect(styledLines(text).prefix(3).map(\.isReversed) == [false, true, false], "\(text)")
  }

  @Test("with TERM=xterm (8 colours) the selected row is drawn in reverse video")
  func reverseSelection() async throws {
    let app = try await ListTUISession(environment: ["TERM": "xterm"])
    defer { app.close() }
    try app.tmux.sendKeys("j", "j")
    #expect(try await app.tmux.wait { try app.screen().last?.hasPrefix(" 3/36") == true })
    // The selected entry, picture and all, is in reverse video from its `>` line on: each of
    // its lines has the selection's mark, a reversed blank, in the first column. Nothing else
    // between the title and the status line is.
    func reversedRuns(_ lines: [(text: String, isReversed: Bool)]) -> (Range<Int>, [Int])? {
      guard let selected = lines.firstIndex(where: { $0.text.hasPrefix(">") }), selected > 2
      else { return nil }
      let end = lines[selected...].firstIndex { !$0.isReversed } ?? lines.count
      let status = lines.lastIndex { !$0.text.allSatisfy(\.isWhitespace) } ?? lines.count
      let others = (1..<status).filter { !(selected..<end).contains($0) && lines[$0].isReversed }
      return (selected..<end, others)
    }
    // Read once the app is idle (the picture landed, the frame whole: a capture can fall
    // between the rows of one update), with the blanks at the lines' ends: tmux drops them,
    // reversed or not, and a line of the picture whose coloured blanks were erased in their
    // colour (ECH) rather than written, as when the picture landed before the rows were
    // first drawn, holds nothing else.
    let lines = styledLines(
      try await app.settledStyledScreen(keepingTrailingBlanks: true))
    let (entry, others) = try #require(reversedRuns(lines), "\(lines)")
    let shown = entry.lowerBound..<min(lines.count, entry.lowerBound + 12)
    #expect(entry.count >= 10, "the entry with its picture: \(lines[shown])")
    #expect(others.isEmpty, "reversed outside the entry: \(others.map { (line: $0, lines[$0]) })")
  }
}
