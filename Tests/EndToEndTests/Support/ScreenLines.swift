/// A screen line without the scroll bar in its last column and the spaces before it, for
/// checks on the text of a line.
func text(_ line: String) -> String {
  var line = Substring(line)
  if line.hasSuffix("│") || line.hasSuffix("┃") { line.removeLast() }
  while line.last == " " { line.removeLast() }
  return String(line)
}

/// The screen's lines without the scroll bar.
func texts(_ screen: [String]) -> [String] { screen.map(text) }
