import Render

/// What cells must be like: a grapheme, attributes, colours, or any of them.
///
/// Used by ``expectCells(_:in:match:sourceLocation:)``. Parts left nil, or empty, are not
/// checked.
///
/// ```swift
/// expectCells(screen, in: Rect(x: 0, y: 1, width: 40, height: 1),
///             match: CellMatch(including: .bold, background: .indexed(237)))
/// expectCells(screen, in: titleRect, match: .style(theme.header))
/// ```
public struct CellMatch: Hashable, Sendable, CustomStringConvertible {
  /// The grapheme every cell shows, if checked.
  public var grapheme: Character?
  /// Exactly the attributes every cell has, if checked.
  public var attributes: Attributes?
  /// Attributes every cell has, among others.
  public var including: Attributes
  /// Attributes no cell has.
  public var excluding: Attributes
  /// The foreground colour every cell has, if checked.
  public var foreground: Color?
  /// The background colour every cell has, if checked.
  public var background: Color?

  /// Creates a match of the parts given; the others are not checked.
  public init(
    grapheme: Character? = nil, attributes: Attributes? = nil, including: Attributes = [],
    excluding: Attributes = [], foreground: Color? = nil, background: Color? = nil
  ) {
    self.grapheme = grapheme
    self.attributes = attributes
    self.including = including
    self.excluding = excluding
    self.foreground = foreground
    self.background = background
  }

  /// Cells drawn in exactly this style: its attributes and both its colours.
  public static func style(_ style: Style) -> CellMatch {
    CellMatch(
      attributes: style.attributes, foreground: style.foreground, background: style.background)
  }

  /// Cells with these attributes, and maybe others.
  public static func including(_ attributes: Attributes) -> CellMatch {
    CellMatch(including: attributes)
  }

  /// Cells with none of these attributes.
  public static func excluding(_ attributes: Attributes) -> CellMatch {
    CellMatch(excluding: attributes)
  }

  /// Cells with this foreground colour.
  public static func foreground(_ color: Color) -> CellMatch { CellMatch(foreground: color) }

  /// Cells with this background colour.
  public static func background(_ color: Color) -> CellMatch { CellMatch(background: color) }

  /// Why a cell does not match, such as `attributes [dim] lack bold`, or nil if it does.
  public func mismatch(_ cell: Cell) -> String? {
    var reasons: [String] = []
    if let grapheme, cell.grapheme != grapheme {
      reasons.append("grapheme \"\(cell.grapheme)\" is not \"\(grapheme)\"")
    }
    let actual = cell.style.attributes
    if let attributes, actual != attributes {
      reasons.append("attributes \(actual.names) are not \(attributes.names)")
    }
    if !actual.isSuperset(of: including) {
      reasons.append("attributes \(actual.names) lack \(including.subtracting(actual).names)")
    }
    if !actual.isDisjoint(with: excluding) {
      reasons.append("attributes \(actual.names) have \(actual.intersection(excluding).names)")
    }
    if let foreground, cell.style.foreground != foreground {
      reasons.append("foreground \(cell.style.foreground) is not \(foreground)")
    }
    if let background, cell.style.background != background {
      reasons.append("background \(cell.style.background) is not \(background)")
    }
    return reasons.isEmpty ? nil : reasons.joined(separator: ", ")
  }

  /// What is checked, as `bold, foreground yellow`; `any cell` when nothing is.
  public var description: String {
    var parts: [String] = []
    if let grapheme { parts.append("\"\(grapheme)\"") }
    if let attributes { parts.append("attributes \(attributes.names)") }
    if !including.isEmpty { parts.append("including \(including.names)") }
    if !excluding.isEmpty { parts.append("excluding \(excluding.names)") }
    if let foreground { parts.append("foreground \(foreground)") }
    if let background { parts.append("background \(background)") }
    return parts.isEmpty ? "any cell" : parts.joined(separator: ", ")
  }
}

extension Attributes {
  /// The attributes' names, as `[bold, underline]`.
  var names: String {
    let named: [(Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
    ]
    return "[" + named.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}
