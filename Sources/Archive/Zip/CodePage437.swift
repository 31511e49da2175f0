/// IBM code page 437, the encoding of zip names not flagged as UTF-8.
enum CodePage437 {
  /// The characters of bytes 0x80 through 0xFF, in order.
  static let upperHalf: [Unicode.Scalar] = Array(
    ("ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀"
      + "αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}").unicodeScalars)

  /// `bytes` decoded: ASCII as itself, the upper half through the table.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    var text = String.UnicodeScalarView()
    for byte in bytes {
      if byte < 0x80 {
        text.append(Unicode.Scalar(byte))
      } else {
        text.append(upperHalf[Int(byte) - 0x80])
      }
    }
    return String(text)
  }
}
