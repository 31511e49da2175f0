/// Screen lines without the scroll bar in the last column and the spaces before it, for checks
/// on what the rows say.
func texts(_ lines: [String]) -> [String] {
  lines.map { line in
    var line = Substring(line)
    if line.hasSuffix("│") || line.hasSuffix("┃") { line.removeLast() }
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
