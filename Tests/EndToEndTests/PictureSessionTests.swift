import Foundation
import Testing

@Suite("The listtui binary shows the demo's pictures in tmux")
struct PictureSessionTests {
  /// Whether a colour is one of the 240 colours pictures are drawn in, other than the
  /// selection's grey and near-white, and the greys of dates and frames, off and on the selection.
  static func isPictureColor(_ color: StyledScreen.Color) -> Bool {
    guard case .indexed(let index) = color else { return false }
    return index >= 16 && ![237, 244, 250, 255].contains(index)
  }

  /// The rows with at least 10 cells in picture colours, and those cells.
  static func pictureRows(_ screen: StyledScreen) -> [Int: [StyledScreen.Cell]] {
    var rows: [Int: [StyledScreen.Cell]] = [:]
    for (y, row) in screen.visibleRows.enumerated() {
      let cells = row.filter { isPictureColor($0.foreground) || isPictureColor($0.background) }
      if cells.count >= 10 { rows[y] = cells }
    }
    return rows
  }

  /// The screen once the app has nothing left to do (see
  /// `ListTUISession.settledScreen(timeout:)`), where no picture is a frame any more.
  func settled(_ app: ListTUISession) async throws -> StyledScreen {
    let screen = try await app.settledStyledScreen()
    #expect(!screen.contains("▣"), "the pictures were not drawn:\n\(screen)")
    return StyledScreen(screen)
  }

  @Test(
    "pictures are drawn in 256-colour cells, and move up whole as j scrolls; PgDn brings others")
  func picturesScroll() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    let first = try await settled(app)
    let before = Self.pictureRows(first)
    #expect(before.count >= 8, "a picture of 8 lines or more:\n\(first)")
    let styled = try app.tmux.styledScreen()
    #expect(styled.contains("38;5;") && styled.contains("48;5;"), "256-colour SGR in the capture")

    // j until the view scrolls and the picture moves up.
    var moved = first
    var after = before
    for _ in 0..<6 where after.keys.min() == before.keys.min() {
      let status = try app.screen().last
      try app.tmux.sendKeys("j")
      try await app.tmux.wait { try app.screen().last != status }
      moved = try await settled(app)
      after = Self.pictureRows(moved)
    }
    let top = try #require(before.keys.min())
    let newTop = try #require(after.keys.min())
    #expect(newTop < top, "the picture moved up")
    let shift = top - newTop
    for (y, cells) in before where after[y - shift] != nil {
      #expect(after[y - shift] == cells, "row \(y) of the picture moved up \(shift) intact")
    }
    #expect(before.keys.filter { after[$0 - shift] != nil }.count >= 5)

    // Wait for the status line of the selection the two pages reach, not merely any other:
    // a slow build (the thread sanitizer's) may show the first page alone for a while.
    let status = try app.screen().last ?? ""
    try app.tmux.sendKeys("NPage")
    try await app.tmux.wait { try app.screen().last != status }
    let onePage = try app.screen().last ?? ""
    try app.tmux.sendKeys("NPage")
    try await app.tmux.wait { try app.screen().last != onePage }
    let paged = try await settled(app)
    let later = Self.pictureRows(paged)
    #expect(!later.isEmpty, "pictures further down:\n\(paged)")
    #expect(Set(later.values).isDisjoint(with: before.values), "another picture:\n\(paged)")
  }
}
