import Foundation
import Render
import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a headless screen writes to its terminal, frame by frame.
final class RecordedScreen {
  /// The screen, drawing into `path`.
  let screen: CursesScreen
  /// The file the terminal's bytes go to.
  let path: String
  /// The bytes already returned by ``draw(_:)``.
  private var seen = 0

  /// A screen of `size` for a terminal of `type`, recording its output.
  init(size: Size, type: String = "tmux-256color") throws {
    path =
      FileManager.default.temporaryDirectory
      .appending(path: "recorded-\(getpid())-\(UUID().uuidString).out").path
    screen = try CursesScreen.headless(size: size, type: type, outputPath: path)
  }

  deinit {
    screen.end()
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Draws a frame and returns what it wrote to the terminal.
  func draw(_ frame: Buffer) throws -> String {
    screen.draw(frame)
    fflush(nil)
    let output = try Data(contentsOf: URL(filePath: path))
    defer { seen = output.count }
    return String(decoding: output.dropFirst(seen), as: UTF8.self)
  }
}

extension CursesDrawingTests {
  static let family = "👨‍👩‍👧‍👦"  // 7 code points; a cell keeps 👨‍👩‍👧
  static let kiss = "👩‍❤️‍💋‍👨"  // 8, of which a cell keeps 👩‍❤‍💋

  @Test("a joined emoji longer than a curses cell holds reaches the terminal whole, in place")
  func wholeCluster() throws {
    let recorded = try RecordedScreen(size: Size(width: 20, height: 3))
    let sent = try recorded.draw(
      frame(width: 20, ["S0<\(Self.family)>E", "S1<\(Self.kiss)>E", "x"]))
    // Saved cursor, moved to the cell, attributes reset, the cluster, reset, restored.
    #expect(sent.contains("\u{1B}7\u{1B}[1;4H\u{1B}[m\u{0F}\(Self.family)\u{1B}[m\u{0F}\u{1B}8"))
    let kiss = "\u{1F469}\u{200D}\u{2764}\u{200D}\u{1F48B}\u{200D}\u{1F468}"
    #expect(sent.contains("\u{1B}7\u{1B}[2;4H\u{1B}[m\u{0F}\(kiss)\u{1B}[m\u{0F}\u{1B}8"))
    #expect(recorded.screen.wholeClusterBytesInLastFrame > 0)
    #expect(rows(recorded.screen).map { $0.hasSuffix(">E") } == [true, true, false])
  }

  @Test("a cluster is written again only when curses may have written its row")
  func wholeClusterOnlyWhereChanged() throws {
    let recorded = try RecordedScreen(size: Size(width: 20, height: 3))
    _ = try recorded.draw(frame(width: 20, ["S0<\(Self.family)>E", "a", "b"]))
    let elsewhere = try recorded.draw(frame(width: 20, ["S0<\(Self.family)>E", "a", "c"]))
    #expect(!elsewhere.contains(Self.family) && !elsewhere.contains("\u{1B}7"))
    #expect(recorded.screen.wholeClusterBytesInLastFrame == 0)
    let sameRow = try recorded.draw(frame(width: 20, ["S0<\(Self.family)>F", "a", "c"]))
    #expect(sameRow.contains("\u{1B}[1;4H\u{1B}[m\u{0F}\(Self.family)"))
  }

  @Test("a whole cluster keeps its cell's style, such as the selection's bar, and the last column")
  func wholeClusterStyle() throws {
    let recorded = try RecordedScreen(size: Size(width: 10, height: 2))
    var buffer = Buffer(width: 10, height: 2)
    buffer.write(">", x: 0, y: 0)
    buffer.write(Self.family, x: 8, y: 0)
    buffer.applyStyle(Style(attributes: .reverse), to: Rect(x: 0, y: 0, width: 10, height: 1))
    buffer.write(Self.family, x: 8, y: 1, style: Style(attributes: .bold, foreground: .red))
    let sent = try recorded.draw(buffer)
    #expect(
      sent.contains("\u{1B}7\u{1B}[1;9H\u{1B}[m\u{0F}\u{1B}[7m\(Self.family)\u{1B}[m\u{0F}\u{1B}8"))
    #expect(
      sent.contains(
        "\u{1B}7\u{1B}[2;9H\u{1B}[m\u{0F}\u{1B}[1m\u{1B}[31m\(Self.family)\u{1B}[m\u{0F}\u{1B}8"),
      "\(sent.debugDescription)")
  }

  @Test(
    "a screen without long clusters, or a terminal that cannot save the cursor, writes as before")
  func noWholeClusters() throws {
    let plain = try RecordedScreen(size: Size(width: 20, height: 2))
    let sent = try plain.draw(frame(width: 20, ["👨‍👩‍👧 five", "é 日本"]))
    #expect(!sent.contains("\u{1B}7") && plain.screen.wholeClusterBytesInLastFrame == 0)
    let old = try RecordedScreen(size: Size(width: 20, height: 2), type: "ansi")
    _ = try old.draw(frame(width: 20, ["S0<\(Self.family)>E", ""]))
    #expect(old.screen.wholeClusterBytesInLastFrame == 0)
  }
}
