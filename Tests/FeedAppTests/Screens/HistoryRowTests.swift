import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The history row: whole names, its keys and the sideways wheel")
struct HistoryRowTests {
  /// The history users' names as drawn: control characters shown as symbols.
  static let names = [
    "ainame", "bell␇␛[31mred", String(repeating: "w", count: 60), "haru", "ken",
  ]

  /// The history row's text between the selection gutter and the scroll bar.
  static func row(_ app: AppHarness, width: Int) -> String {
    let line = app.screen(width, 12).lines[6]
    return String(line.dropFirst(2).prefix(width - 3))
  }

  @Test("Line and paragraph separators in a name show as symbols, not as nothing")
  func separatorsInNames() throws {
    let app = try AppHarness(
      json: #"{"me":"u1","users":[{"id":"u1","nickname":"ls\u2028ps\u2029x"}],"history":["u1"]}"#)
    #expect(texts(app.screen(40, 12).lines).contains("   ls␤ps¶x"))
  }

  @Test("A name of wide characters too wide for the row ends in one …, never two")
  func wideNameCut() throws {
    let name = String(repeating: "名前", count: 20)
    for width in 30...33 {
      let app = try AppHarness(
        json: #"{"me":"u1","users":[{"id":"u1","nickname":"\#(name)"}],"history":["u1"]}"#,
        size: Size(width: width, height: 12))
      try app.press("j")
      #expect(app.selectedKind == .history)
      let row = try #require(app.screen(width, 12).lines.first { $0.contains("[名前") })
      #expect(row.filter { $0 == "…" }.count == 1, "\(width) columns: \(row)")
    }
  }

  @Test("Made narrow and wide again, the row shows what it shows when opened wide")
  func widenedAgain() throws {
    let names = (1...3).flatMap { round in
      ["hanako", "sakura_papa", "ren_itoko", "yuki", "kotaro", "mitene", "taro"].map {
        "\($0)\(round)"
      }
    }
    let users = names.enumerated().map { #"{"id":"u\#($0.offset)","nickname":"\#($0.element)"}"# }
    let history = names.indices.map { #""u\#($0)""# }
    let json =
      #"{"me":"u0","users":[\#(users.joined(separator: ","))],"history":[\#(history.joined(separator: ","))]}"#
    for keys in ["jG", "jllllllllllll", "jGhh"] {
      let fresh = try AppHarness(json: json)
      try fresh.press(keys)
      let resized = try AppHarness(json: json)
      try resized.press(keys)
      _ = resized.screen(30, 24)
      _ = resized.screen(20, 24)
      #expect(texts(resized.screen(80, 24).lines) == texts(fresh.screen(80, 24).lines), "\(keys)")
    }
  }

  @Test("Two users of one nickname are told apart in the row by their addresses")
  func sharedNickname() throws {
    let app = try AppHarness(
      json: #"""
        {"me":"u0","users":[{"id":"u0","nickname":"me"},
          {"id":"u1","nickname":"bob","address":"@bob@one.example"},
          {"id":"u2","nickname":"bob","address":"@bob@two.example"},
          {"id":"u3","nickname":"ann","address":"@ann@one.example"}],
         "history":["u1","u3","u2"]}
        """#)
    #expect(
      texts(app.screen(60, 12).lines).contains("   bob@one.example  ann  bob@two.example"),
      "\(texts(app.screen(60, 12).lines))")
  }

  @Test("Names with control characters keep every character, measured as drawn")
  func controlCharacters() throws {
    let app = try AppHarness(fixture: "polish.json")
    try app.press("jl")
    #expect(
      texts(app.screen(80, 24).lines)[6]
        == ">  ainame [bell␇␛[31mred]                                                     ›")
  }

  /// Checks the row shows the selected name whole in brackets (cut short only when it alone is
  /// wider than the row) and nothing but whole names around it, in order.
  static func expectWholeNames(
    _ text: String, selected: Int, width: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var inner = Substring(text)
    let moreLeft = inner.first == "‹"
    if moreLeft { inner = inner.dropFirst() }
    while inner.last == " " { inner.removeLast() }
    if inner.last == "›" { inner.removeLast() }
    let name = names[selected]
    let room = width - (moreLeft ? 1 : 0) - 1
    guard name.count + 2 <= room else {
      #expect(inner.hasPrefix("[" + name.prefix(3)), "\(text)", sourceLocation: sourceLocation)
      #expect(inner.hasSuffix("…]"), "\(text)", sourceLocation: sourceLocation)
      return
    }
    var plain = String(inner)
    guard let range = plain.range(of: "[" + name + "]") else {
      Issue.record("no [\(name)] in \(text)", sourceLocation: sourceLocation)
      return
    }
    plain.replaceSubrange(range, with: " " + name + " ")
    let shown = plain.split(separator: "  ").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    guard let first = names.firstIndex(of: shown.first ?? "") else {
      Issue.record("a name cut short in \(text)", sourceLocation: sourceLocation)
      return
    }
    #expect(
      Array(names[first..<min(names.count, first + shown.count)]) == shown,
      "not whole names in order: \(text)", sourceLocation: sourceLocation)
    #expect(
      moreLeft == (first > 0), "‹ only with names to the left: \(text)",
      sourceLocation: sourceLocation)
  }

  @Test("At every width from 12 to 80, each selected name is whole, among whole names")
  func wholeNamesEverywhere() throws {
    for width in 12...80 {
      let app = try AppHarness(fixture: "polish.json", size: Size(width: width, height: 12))
      try app.press("j")
      for selected in Self.names.indices {
        if selected > 0 { try app.press("l") }
        Self.expectWholeNames(Self.row(app, width: width), selected: selected, width: width - 3)
      }
      // And back again, scrolling left by whole names.
      for selected in Self.names.indices.dropLast().reversed() {
        try app.press("h")
        Self.expectWholeNames(Self.row(app, width: width), selected: selected, width: width - 3)
      }
    }
  }

  @Test("h and l move like ← and →; g, G, Home and End jump to the first and last user")
  func keys() throws {
    let letters = try AppHarness(fixture: "polish.json")
    let arrows = try AppHarness(fixture: "polish.json")
    try letters.press("jll")
    try arrows.press("j<Right><Right>")
    #expect(letters.screen().lines == arrows.screen().lines)
    #expect(letters.screen().lines[6].contains("[wwww"))
    try letters.press("h")
    try arrows.press("<Left>")
    #expect(letters.screen().lines == arrows.screen().lines)
    #expect(letters.screen().lines[6].contains("[bell␇␛[31mred]"))
    for (key, name) in [("G", "ken"), ("g", "ainame"), ("<End>", "ken"), ("<Home>", "ainame")] {
      try letters.press(key)
      #expect(letters.screen().lines[6].contains("[\(name)]"), "\(key)")
      #expect(letters.selectedKind == .history, "\(key) stays in the row")
    }
    // On the last user already, End goes on to the last row of the list; on the first, Home to
    // the first.
    try letters.press("G")
    #expect(letters.selectedKind == .history)
    try letters.press("G")
    #expect(letters.selectedKind == .entry)
    #expect(letters.screen().lines.last?.hasPrefix(" 9/9 ") == true)
    try letters.press("kkkkkkk<Home>")
    #expect(letters.selectedKind == .history)
    try letters.press("<Home>")
    #expect(letters.screen().lines.last?.hasPrefix(" 1/9 ") == true)
  }

  @Test(
    "A sideways wheel turn (or Shift with the wheel) over the history scrolls it, whatever is selected"
  )
  func sidewaysWheel() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: 6)))
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "> radioboo · Radio Boo                 ┃",
        "  2 following · 1 follower · 0 friends ┃",
        "  A long about text that goes on and o…┃",
        "",
        "  History 5",
        "  ‹ bell␇␛[31mred                     ›",
        "",
        "  ainame · 2016-12-19 12:44 UTC",
        "  The ropeway was closed, so we walked",
        "",
        " 1/9 profile summary        ⚠ 1 warning",
      ])
    app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: 6)))
    #expect(Self.row(app, width: 40) == "‹ wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww… ›")
    app.send(
      .mouse(MouseEvent(.wheelLeft, x: 10, y: 6)), .mouse(MouseEvent(.wheelLeft, x: 10, y: 6)))
    #expect(Self.row(app, width: 40) == " ainame  bell␇␛[31mred              ›")
    #expect(app.selectedKind == .profileSummary)
  }

  @Test("While the history is selected, the selected name stays until it leaves the view")
  func sidewaysWheelSelection() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("jl")
    #expect(Self.row(app, width: 40) == " ainame [bell␇␛[31mred]             ›")
    app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[bell␇␛[31mred]                    ›")
    app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…]›")
    app.send(.mouse(MouseEvent(.wheelLeft, x: 10, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[bell␇␛[31mred]                    ›")
  }

  @Test(
    "A click on a name of a row scrolled by the wheel leaves the row there; a double click opens that name"
  )
  func clickScrolledRow() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: 6)))
    #expect(Self.row(app, width: 40) == "‹ bell␇␛[31mred                     ›")
    app.send(.mouse(MouseEvent(.click, x: 6, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[bell␇␛[31mred]                    ›")
    #expect(app.selectedKind == .history)
    app.send(.mouse(MouseEvent(.doubleClick, x: 6, y: 6)))
    #expect(app.shell.stack.count == 2)
    // The name's ␇ and ␛ take a column each: the trail leaves out its first crumb rather than
    // cut the last.
    #expect(app.screen(40, 12).lines[0].hasPrefix("… › Feed › bell␇␛[31mred "))
  }

  @Test("A click on ‹ or › scrolls the row; a double click there opens nobody")
  func arrowClicks() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    app.send(.mouse(MouseEvent(.click, x: 38, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[bell␇␛[31mred]                    ›")
    #expect(app.selectedKind == .history)
    app.send(.mouse(MouseEvent(.doubleClick, x: 38, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…]›")
    #expect(app.shell.stack.count == 1, "nobody opened")
    app.send(.mouse(MouseEvent(.click, x: 2, y: 6)))
    #expect(Self.row(app, width: 40) == "‹[bell␇␛[31mred]                    ›")
    try app.press("<Enter>")
    #expect(app.shell.stack.count == 2, "Enter still opens the selected name")
  }
}

extension Substring {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
