import AppCore
import FeedApp
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The conventions users of fzf, lazygit and k9s expect, each by its key")
struct ConventionTests {
  /// The matches of the kept filter, read from the status line.
  static func matches(_ app: AppHarness) -> String? {
    let status = app.screen().lines.last ?? ""
    // Kept, on a match: which of how many (`1/2`); the count of all entries is the screen's.
    guard status.range(of: #" · match \d+/\d+( |$)"#, options: .regularExpression) != nil,
      let count = (app.shell.current as? any FilterableScreen)?.matchCount
    else { return nil }
    return "\(count.matches) of \(count.total) match"
  }

  @Test("The prompt edits in the middle: Left, Right, Home, End, Delete, ^A, ^E, ^W, ^K")
  func promptCursor() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    func prompt() -> String { texts(app.screen(40, 12).lines).last ?? "" }
    let filter = { (app.shell.current as? any FilterableScreen)?.filter }
    try app.press("/soba<Left><Left>X")
    #expect(filter() == "soXba")
    #expect(prompt().hasPrefix("/soX▏ba "))
    try app.press("<Home>Y<End>Z")
    #expect(filter() == "YsoXbaZ")
    try app.press("<C-a><Del><C-e><BS>")
    #expect(filter() == "soXba")
    try app.press("<Left><Left> <C-w>")
    #expect(filter() == "ba" && prompt().hasPrefix("/▏ba"))
    try app.press("xy<Left><Del><Del><Del>")
    #expect(filter() == "x" && prompt().hasPrefix("/x▏ "), "Delete deletes after the cursor")
    try app.press("<C-u>ba<Home>")
    // A paste goes in at the cursor.
    app.send(.paste("so"))
    #expect(filter() == "soba")
    // A long filter keeps the cursor in view, and what follows it is cut.
    try app.press("<C-u>" + String(repeating: "word ", count: 12) + "<Home>")
    #expect(prompt().hasPrefix("/▏word word") && prompt().contains("…"))
    // With the cursor where the text before it fills the room, a `…` still says more follows.
    let room =
      prompt().firstIndex(of: "…").map { prompt().distance(from: prompt().startIndex, to: $0) } ?? 0
    for _ in 0..<(room - 2) { try app.press("<Right>") }
    let line = prompt()
    #expect(line.contains("▏") && line.contains("…"), "\(line)")
    try app.press("<Right><Right><Right>")
    #expect(prompt().contains("▏…"), "the text after the cursor is said to go on: \(prompt())")
  }

  @Test("Alt+b and Alt+f move the prompt's cursor by words; Alt+Backspace and Alt+d delete them")
  func promptWords() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    func prompt() -> String { texts(app.screen(40, 12).lines).last ?? "" }
    let filter = { (app.shell.current as? any FilterableScreen)?.filter }
    try app.press("/the ropeway-view")
    try app.press("<M-b>")
    #expect(prompt().hasPrefix("/the ropeway-▏view"))
    try app.press("<M-b><M-b>")
    #expect(prompt().hasPrefix("/▏the ropeway-view"))
    try app.press("<M-f>")
    #expect(prompt().hasPrefix("/the▏ ropeway-view"))
    try app.press("<M-d>")
    #expect(filter() == "the-view")
    try app.press("<End><M-BS>")
    #expect(filter() == "the-")
    // Off the prompt, Alt and a key are Esc and the key: the kept filter is cleared.
    try app.press("<C-u>a<Enter>")
    #expect(filter() == "a" && !app.shell.isEditingFilter)
    try app.press("<M-k>")
    #expect(filter() == "")
  }

  @Test("^N and ^P move the selection as ↓ and ↑ do, with a kept filter and without one")
  func controlNP() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    let position = { app.shell.current.adapter.selection?.position }
    try app.press("<C-n><C-n>")
    #expect(position() == 3)
    try app.press("<C-p>")
    #expect(position() == 2 && app.shell.message == nil)
    try app.press("/a<Enter>")
    let kept = position()
    try app.press("<C-n>")
    #expect(position() == (kept ?? 0) + 1 && app.shell.message == nil)
  }

  @Test("In a feed of one author, the filter does not match that author's name on every entry")
  func oneAuthorNameNotSearched() throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "blobcat", "fullName": "Alice :blobcat:"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "my cat sleeps"},
                {"id": "f2", "user": "u1", "comment": "soup tonight"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 8))
    try app.press("/cat<Enter>")
    #expect(Self.matches(app) == "1 of 2 match")
    try app.press("<Esc>/blob")
    #expect(app.screen(40, 8).lines.last?.hasSuffix("0 of 2 match") == true)
  }

  @Test("A filter's words must all match, in any order, in the text or the author's names")
  func filterWords() throws {
    for (filter, count) in [
      ("walked ropeway", "1 of 5"), ("ropeway walked", "1 of 5"), ("ropeway river", "0 of 5"),
      ("oishi", "2 of 5"), ("OISHI walked", "1 of 5"), ("radio", "0 of 5"), ("ken soba", "1 of 5"),
    ] {
      let app = try AppHarness(fixture: "polish.json")
      try app.press("/\(filter)<Enter>")
      if count.hasPrefix("0 of") {
        // Nothing to keep: the prompt stays, with its count.
        #expect(
          app.shell.isEditingFilter
            && app.screen().lines.last?.hasSuffix("\(count) match") == true)
      } else {
        #expect(Self.matches(app) == "\(count) match", "\(filter)")
      }
    }
  }

  @Test("Typing a filter moves the selection to the first match, so Enter opens it")
  func filterSelectsFirstMatch() throws {
    let app = try AppHarness(fixture: "polish.json")
    #expect(app.selectedKind != .entry)
    try app.press("/ropeway")
    #expect(app.selectedKind == .entry)
    #expect(app.screen().lines.contains { $0.hasPrefix("> ainame · ") })
    try app.press("<Enter><Enter>")
    #expect(app.screen().lines[0].contains("Entry by ainame"))
    // An entry that still matches keeps the selection as the filter grows.
    let kept = try AppHarness(fixture: "polish.json")
    try kept.press("/a")
    let selected = try #require(kept.screen().lines.first { $0.hasPrefix("> ") })
    try kept.press("<C-n>")
    let next = try #require(kept.screen().lines.first { $0.hasPrefix("> ") })
    #expect(next != selected)
    let author = String(next.dropFirst(2).prefix { $0 != " " })
    try kept.press(" \(author)")
    #expect(kept.screen().lines.first { $0.hasPrefix("> ") } == next)
  }

  @Test("A filter that matches nothing keeps its prompt on Enter, and gives the selection back")
  func filterWithoutMatches() throws {
    let app = try AppHarness(fixture: "polish.json")
    let start = try #require(texts(app.screen().lines).first { $0.hasPrefix("> ") })
    try app.press("/ropeway")
    let selected = try #require(texts(app.screen().lines).first { $0.hasPrefix("> ") })
    try app.press("x<Enter><Enter>")
    #expect(app.shell.isEditingFilter)
    #expect(!app.screen().lines[0].contains("Feed ›"), "something opened")
    // Back to a filter that matches, and then none: the entry selected before holds it again.
    try app.press("<BS>")
    #expect(texts(app.screen().lines).first { $0.hasPrefix("> ") } == selected)
    // Esc gives the search up: the selection goes back where it was when / was pressed.
    try app.press("x<Esc>")
    #expect(texts(app.screen().lines).first { $0.hasPrefix("> ") } == start)
    // Enter keeps the filter and its match; a later Esc clears it, and the match keeps it.
    try app.press("/ropeway<Enter><Esc>")
    #expect(texts(app.screen().lines).first { $0.hasPrefix("> ") } == selected)
  }

  @Test("Matched text is highlighted in the row")
  func highlight() throws {
    let app = try AppHarness(fixture: "polish.json")
    try app.press("/walked ROPEWAY<Enter>")
    let frame = app.screen()
    let line = try #require(frame.lines.firstIndex { $0.contains("The ropeway was closed") })
    let text = frame.lines[line]
    func styles(of word: String) throws -> [Style] {
      let start = try #require(text.range(of: word)).lowerBound
      let column = text[..<start].count
      return (column..<(column + word.count)).map { frame[$0, line].style }
    }
    for word in ["ropeway", "walked"] {
      #expect(try styles(of: word).allSatisfy { $0.attributes.contains(.underline) }, "\(word)")
    }
    #expect(try styles(of: "closed").allSatisfy { !$0.attributes.contains(.underline) })
  }

  @Test("^W deletes the last word of the filter; ^N and ^P move while typing")
  func filterEditing() throws {
    let app = try AppHarness(fixture: "polish.json")
    try app.press("/the ropeway  <C-w>")
    #expect((app.shell.current as? FeedScreen)?.filter == "the ")
    try app.press("<C-w><C-w>")
    #expect((app.shell.current as? FeedScreen)?.filter == "")
    #expect(app.shell.isEditingFilter)
    // Typing selects the first match; ^P moves up from it, ^N back down.
    try app.press("a")
    #expect(app.selectedKind == .entry)
    try app.press("<C-p>")
    #expect(app.shell.isEditingFilter)
    #expect(app.selectedKind == .history)
    try app.press("<C-n>")
    #expect(app.selectedKind == .entry)
    #expect((app.shell.current as? FeedScreen)?.filter == "a")
  }

  @Test("^L asks the terminal to repaint everything")
  func redraw() throws {
    let app = try AppHarness(fixture: "polish.json")
    #expect(app.shell.handle(.key(.control("l"))) == .redraw)
    #expect(app.shell.message == nil)
  }

  @Test("The scroll bar's thumb follows the view from top to bottom, with no track")
  func scrollBar() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    /// The list's lines whose last column holds the thumb, after checking that the column holds
    /// nothing else: one unbroken run of `┃` on blanks.
    func thumb() -> [Int] {
      let screen = app.screen(40, 12)
      let column = (1...10).map { screen[39, $0].grapheme }
      let lines = (1...10).filter { screen[39, $0].grapheme == "┃" }
      #expect(Set(column).isSubset(of: ["┃", " "]), "the last column: \(column)")
      #expect(lines.last.map { $0 - lines[0] + 1 } == lines.count, "one run: \(lines)")
      return lines
    }
    let top = thumb()
    #expect(top.first == 1)
    try app.press("jjjj")
    let middle = thumb()
    try app.press("G")
    let bottom = thumb()
    #expect(bottom.last == 10)
    #expect(middle.first! > top.first! && middle.last! < bottom.last!)
    let tall = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 40))
    #expect(!tall.screen(80, 40).lines.contains { $0.hasSuffix("┃") || $0.hasSuffix("│") })
  }

  @Test("A click on a collapsible header folds and unfolds it")
  func clickHeader() throws {
    let app = try AppHarness(fixture: "polish.json", start: [.feed, .profile("u1")])
    let line = try #require(app.screen().lines.firstIndex { $0.contains("▾ Attributes 2") })
    app.driver.send([.mouse(MouseEvent(.click, x: 5, y: line))])
    #expect(app.screen().lines[line].contains("▸ Attributes 2"))
    #expect(!app.screen().lines.contains { $0.contains("Motto") })
    app.driver.send([.mouse(MouseEvent(.click, x: 5, y: line))])
    #expect(app.screen().lines[line].contains("▾ Attributes 2"))
  }

  @Test("The title bar names the document: its file name, or <stdin>")
  func documentName() throws {
    let document = Document(me: "u1", users: [User(id: "u1", nickname: "a")])
    for (name, title) in [("/tmp/some/feed.json", "feed.json"), ("<stdin>", "<stdin>")] {
      let shell = AppShell(document: document, name: name)
      let frame = shell.render(size: Size(width: 40, height: 6))
      #expect(frame.lines[0].hasPrefix("\(title) › Feed"))
    }
  }

  @Test("An empty comment reads (no text); an empty promo body leaves no dangling line")
  func emptyTexts() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("jjjj")
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "  ainame · 2016-12-19 12:44 UTC",
        "  The ropeway was closed, so we walked",
        "",
        "  ★ Promo · Premium                    ┃",
        "                                       ┃",
        "> haru · 2016-12-19 10:00 UTC          ┃",
        "  (no text)",
        "",
        "  ken · not a date",
        "  Soba at the station",
        " 5/9 entry                  ⚠ 1 warning",
      ])
  }

  @Test("Seeded walks of keys and wheel turns never scroll the selection marker out of view")
  func markerStaysInView() throws {
    var random = SplitMix(seed: 12)
    let steps: [String] = [
      "j", "k", "<C-d>", "<C-u>", "<PgDn>", "<PgUp>", "G", "gg", "wheel+", "wheel-",
    ]
    let cases: [(fixture: String, start: [Route], size: Size)] = [
      ("polish.json", [.feed], Size(width: 20, height: 6)),
      ("polish.json", [.feed, .entry("f4")], Size(width: 20, height: 6)),
      ("polish.json", [.feed, .profile("u1")], Size(width: 20, height: 6)),
      ("screens.json", [.feed], Size(width: 20, height: 6)),
      ("screens.json", [.feed], Size(width: 40, height: 12)),
      ("screens.json", [.feed], Size(width: 80, height: 24)),
    ]
    for (fixture, start, size) in cases {
      let app = try AppHarness(fixture: fixture, start: start, size: size)
      var walk: [String] = []
      for _ in 0..<300 {
        let step = steps[Int(random.next() % UInt64(steps.count))]
        walk.append(step)
        switch step {
        case "wheel+": app.driver.send([.mouse(MouseEvent(.wheelDown, x: 3, y: 2))])
        case "wheel-": app.driver.send([.mouse(MouseEvent(.wheelUp, x: 3, y: 2))])
        default: try app.press(step)
        }
        guard app.shell.current.adapter.selection != nil else { continue }
        let lines = app.screen(size.width, size.height).lines.dropFirst().dropLast()
        if !lines.contains(where: { $0.hasPrefix(">") }) {
          Issue.record(
            "no > in view at \(size) on \(fixture) after \(walk.suffix(8)):\n\(app.screen(size.width, size.height).lines.joined(separator: "\n"))"
          )
          break
        }
      }
    }
  }
}

/// A small seeded random number generator, so that a failing walk can be replayed.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
