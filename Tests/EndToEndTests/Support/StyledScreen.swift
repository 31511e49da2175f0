/// A screen captured with `tmux capture-pane -e`, read back into cells with their colours and
/// attributes, for comparing what a person sees.
struct StyledScreen: Equatable, CustomStringConvertible {
  /// A colour as SGR sets it.
  enum Color: Hashable {
    /// The terminal's default.
    case `default`
    /// A palette index: 0 to 15 for the basic colours, up to 255 with `38;5;N`.
    case indexed(Int)
  }

  /// One character on the screen and how it is drawn.
  struct Cell: Hashable {
    var character: Character
    var foreground = Color.default
    var background = Color.default
    var bold = false
    var dim = false
    var underline = false
    var reverse = false

    /// The cell as seen: a blank without underline or reverse video shows only its background,
    /// so its foreground, bold and dim are dropped.
    var visible: Cell {
      guard character == " ", !underline, !reverse else { return self }
      return Cell(character: " ", background: background)
    }
  }

  /// The rows, each without the blanks in the default style at its end.
  let rows: [[Cell]]

  /// Reads the output of `capture-pane -p -e`.
  init(_ text: String) {
    var rows: [[Cell]] = []
    var style = Cell(character: " ")
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var row: [Cell] = []
      var rest = Substring(line)
      while let character = rest.first {
        if character == "\u{1B}", rest.dropFirst().first == "[",
          let end = rest.dropFirst(2).firstIndex(where: { $0.isLetter })
        {
          if rest[end] == "m" {
            StyledScreen.apply(rest[rest.index(rest.startIndex, offsetBy: 2)..<end], to: &style)
          }
          rest = rest[rest.index(after: end)...]
          continue
        }
        var cell = style
        cell.character = character
        row.append(cell)
        rest = rest.dropFirst()
      }
      while let last = row.last, last.visible == Cell(character: " ") { row.removeLast() }
      rows.append(row)
    }
    while rows.last?.isEmpty == true { rows.removeLast() }
    self.rows = rows
  }

  /// The rows as seen (see ``Cell/visible``).
  var visibleRows: [[Cell]] { rows.map { $0.map(\.visible) } }

  /// The text of each row.
  var lines: [String] { rows.map { String($0.map(\.character)) } }

  /// The text of each row.
  var description: String { lines.joined(separator: "\n") }

  /// Whether two screens look the same.
  func looksLike(_ other: StyledScreen) -> Bool { visibleRows == other.visibleRows }

  /// Applies the parameters of one SGR sequence (`ESC [ … m`).
  private static func apply(_ parameters: Substring, to cell: inout Cell) {
    var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }[...]
    if numbers.isEmpty { numbers = [0] }
    while let number = numbers.popFirst() {
      switch number {
      case 0: cell = Cell(character: " ")
      case 1: cell.bold = true
      case 2: cell.dim = true
      case 4: cell.underline = true
      case 7: cell.reverse = true
      case 22: (cell.bold, cell.dim) = (false, false)
      case 24: cell.underline = false
      case 27: cell.reverse = false
      case 30...37: cell.foreground = .indexed(number - 30)
      case 90...97: cell.foreground = .indexed(number - 90 + 8)
      case 40...47: cell.background = .indexed(number - 40)
      case 100...107: cell.background = .indexed(number - 100 + 8)
      case 39: cell.foreground = .default
      case 49: cell.background = .default
      case 38, 48:
        guard numbers.popFirst() == 5, let index = numbers.popFirst() else { break }
        if number == 38 {
          cell.foreground = .indexed(index)
        } else {
          cell.background = .indexed(index)
        }
      default: break
      }
    }
  }
}
