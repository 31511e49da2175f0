/// The characters the Linux console's default fonts draw: those the kernel's table for code
/// page 437 (`drivers/tty/vt/cp437.uni`) maps to a glyph, ASCII and the 128 glyphs above it,
/// and the few other code points it maps onto them.
enum CodePage437 {
  /// Every character with a glyph in the console's default fonts.
  static let characters: Set<Character> = {
    var characters = Set((0x20...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) })
    let upper =
      "☺☻♥♦◆♣♠•◘○◙♂♀♪♫☼¤▶►◀◄↕‼¶§▬↨↑↓→←∟↔▲▼¨´¸\u{AD}ÀÁÂÃ©ÐÈÊË×ÌÍÎÏ®ÒÓÔÕÙÚÛÝãõýõ¦⌂"
      + "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»"
      + "░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀"
      + "αßΓπΣσµμτΦØΘΩΩδð∞φøε∈∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}"
    characters.formUnion(upper)
    return characters
  }()

  /// The characters of `lines` the console's default fonts have no glyph for.
  static func missing(in lines: [String]) -> Set<Character> {
    Set(lines.joined()).subtracting(characters)
  }
}
