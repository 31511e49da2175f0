import Input
import Testing

@testable import TerminalBackend

/// Input cut into reads anywhere, with bytes that are no UTF-8 among it, reads as it does
/// whole: the events of its keys and mouse reports, U+FFFD for each bad byte.
@Suite("Keys and mouse reports in random reads, with bad bytes among them")
struct SplitInputPropertyTests {
  /// Some bytes of input and the events they stand for.
  struct Piece {
    var bytes: [UInt8]
    var events: [Event]
    /// Whether the bytes end a character short, so that a byte from 0x80 to 0xBF after them
    /// would go on with it.
    var endsShort = false
  }

  /// Pieces that stand for keys and mouse events.
  static let keyPieces: [Piece] = [
    Piece(bytes: Array("j".utf8), events: [.key(.character("j"))]),
    Piece(bytes: Array("q".utf8), events: [.key(.character("q"))]),
    Piece(bytes: [0x0D], events: [.key(.enter)]),
    Piece(bytes: Array("é".utf8), events: [.key(.character("é"))]),
    Piece(bytes: Array("あ".utf8), events: [.key(.character("あ"))]),
    Piece(bytes: Array("😀".utf8), events: [.key(.character("😀"))]),
    Piece(bytes: Array("\u{1B}[A".utf8), events: [.key(.up)]),
    Piece(bytes: Array("\u{1B}OB".utf8), events: [.key(.down)]),
    Piece(bytes: Array("\u{1B}[1;5C".utf8), events: [.key(.modified(.right, .control))]),
    Piece(bytes: Array("\u{1B}[6~".utf8), events: [.key(.pageDown)]),
  ]

  /// Bad bytes: each a maximal part of no character, one U+FFFD.
  static let badPieces: [Piece] = [
    Piece(bytes: [0xFF], events: [replacement]),
    Piece(bytes: [0xC0], events: [replacement]),
    Piece(bytes: [0x80], events: [replacement]),
    Piece(bytes: [0xBF], events: [replacement]),
    Piece(bytes: [0xE9], events: [replacement], endsShort: true),
    Piece(bytes: [0xE3, 0x81], events: [replacement], endsShort: true),
    Piece(bytes: [0xF0, 0x9F, 0x98], events: [replacement], endsShort: true),
  ]

  /// U+FFFD typed.
  static let replacement = Event.key(.character("\u{FFFD}"))

  /// A mouse report: SGR or X10, a click or the wheel, anywhere an X10 report can say.
  static func mousePiece(using random: inout SplitMix64) -> Piece {
    let x = Int.random(in: 0..<KeyDecoder.largestX10MouseCoordinate, using: &random)
    let y = Int.random(in: 0..<KeyDecoder.largestX10MouseCoordinate, using: &random)
    let (button, action) = pick([(0, MouseEvent.Action.click), (65, .wheelDown)], using: &random)
    let event = Event.mouse(MouseEvent(action, x: x, y: y))
    if Bool.random(using: &random) {
      return Piece(bytes: Array("\u{1B}[<\(button);\(x + 1);\(y + 1)M".utf8), events: [event])
    }
    return Piece(
      bytes: [0x1B, 0x5B, 0x4D, UInt8(32 + button), UInt8(33 + x), UInt8(33 + y)],
      events: [event])
  }

  /// An element of a list that is not empty, at random.
  static func pick<T>(_ list: [T], using random: inout SplitMix64) -> T {
    list[Int.random(in: 0..<list.count, using: &random)]
  }

  /// Random pieces, none going on with the one before it.
  static func pieces(using random: inout SplitMix64) -> [Piece] {
    var pieces: [Piece] = []
    for _ in 0..<Int.random(in: 1...10, using: &random) {
      var piece: Piece
      switch Int.random(in: 0..<3, using: &random) {
      case 0: piece = Self.pick(badPieces, using: &random)
      case 1: piece = mousePiece(using: &random)
      default: piece = Self.pick(keyPieces, using: &random)
      }
      if pieces.last?.endsShort == true, (0x80...0xBF).contains(piece.bytes[0]) {
        piece = keyPieces[0]
      }
      pieces.append(piece)
    }
    return pieces
  }

  /// Bytes cut into reads at random places, never just after an Escape: curses waits its
  /// escape delay for the byte after one (the terminal sends a key's sequence at once), and
  /// an Escape with nothing after it within the delay is the Escape key.
  static func split(_ bytes: [UInt8], using random: inout SplitMix64) -> [[UInt8]] {
    var reads: [[UInt8]] = [[]]
    for byte in bytes {
      let current = reads[reads.count - 1]
      if let last = current.last, last != 0x1B, Int.random(in: 0..<3, using: &random) == 0 {
        reads.append([])
      }
      reads[reads.count - 1].append(byte)
    }
    return reads
  }

  @Test("Random keys, mouse reports and bad bytes, cut anywhere, read as they do whole")
  func splitAnywhere() {
    var random = SplitMix64(seed: 0x5B1D)
    for _ in 0..<3_000 {
      let pieces = Self.pieces(using: &random)
      let bytes = pieces.flatMap(\.bytes)
      let expected = pieces.flatMap(\.events)
      let whole = CharacterReadingTests.events(ScriptedCodes(bytes: [bytes]))
      #expect(whole == expected, "\(bytes)")
      let reads = Self.split(bytes, using: &random)
      let split = CharacterReadingTests.events(ScriptedCodes(bytes: reads))
      #expect(split == whole, "\(reads)")
      guard whole == expected, split == whole else { return }
    }
  }

  @Test("A mouse report cut at any byte waits for its rest: one event, never keys")
  func mouseReportCutAtEveryByte() {
    let click = Event.mouse(MouseEvent(.click, x: 9, y: 11))
    let reports: [[UInt8]] = [
      Array("\u{1B}[<0;10;12M".utf8), [0x1B, 0x5B, 0x4D, 0x20, 0x2A, 0x2C],
    ]
    for report in reports {
      let bytes = report + Array("\u{1B}[<0;10;12mj".utf8)
      for cut in 2..<report.count {
        let reads = [Array(bytes[..<cut]), Array(bytes[cut...])]
        #expect(
          CharacterReadingTests.events(ScriptedCodes(bytes: reads))
            == [click, .key(.character("j"))], "\(reads)")
      }
    }
  }
}
