import Render

extension String {
  /// The markup with its control characters written as the symbols a screen shows for them,
  /// by Render's one rule (``Swift/String/sanitizedForTerminal``: `␛`, `␇`, `�`).
  ///
  /// libxml2 drops the C0 controls, which are no XML characters, so they are written as
  /// symbols before it reads the markup, as a name or a plain text shows them. HTML's own
  /// white space (tab, line feed, form feed, carriage return) is left for the layout to
  /// collapse. Markup with no such control comes back unchanged without copying.
  var showingControls: String {
    guard unicodeScalars.contains(where: \.isShownControl) else { return self }
    var shown = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar.isShownControl {
        shown.append(contentsOf: String(scalar).sanitizedForTerminal.unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a control character that HTML does not read as white space.
  fileprivate var isShownControl: Bool {
    switch value {
    case 0x09, 0x0A, 0x0C, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }
}
