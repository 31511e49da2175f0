import CLibXML2

/// A document parsed by libxml2's HTML parser, freed when released.
///
/// Parsing recovers from any input (`HTML_PARSE_RECOVER`), reports nothing
/// (`HTML_PARSE_NOERROR`, `HTML_PARSE_NOWARNING`) and never touches the network
/// (`HTML_PARSE_NONET`). Each document belongs to one conversion on one thread.
final class HTMLDocument {
  private let document: htmlDocPtr

  /// Runs `xmlInitParser()` once per process, before the first parse on any thread, as
  /// libxml2 requires for parsing on several threads.
  private static let parserReady: Void = xmlInitParser()

  private static let options = Int32(
    bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
      | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)

  /// Whether libxml2 stopped before the end of the input, as it does where elements nest more
  /// than 256 deep, keeping only what came before.
  let isCut: Bool

  /// Parses `html` as UTF-8; `nil` for empty input.
  init?(_ html: String) {
    _ = Self.parserReady
    guard let context = htmlNewParserCtxt() else { return nil }
    defer { htmlFreeParserCtxt(context) }
    var html = html
    let parsed = html.withUTF8 { bytes -> htmlDocPtr? in
      guard let base = bytes.baseAddress, bytes.count > 0, bytes.count < Int32.max else {
        return nil
      }
      return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        htmlCtxtReadMemory(context, $0, Int32(bytes.count), nil, "UTF-8", Self.options)
      }
    }
    guard let parsed else { return nil }
    document = parsed
    // The errors that recovery goes past are not internal ones; the one that halts the parser,
    // excessive depth, is.
    isCut = xmlCtxtGetLastError(context)?.pointee.code == Int32(XML_ERR_INTERNAL_ERROR.rawValue)
  }

  deinit { xmlFreeDoc(document) }

  /// The root element (`<html>`, which libxml2 adds when missing).
  var root: HTMLNode? {
    xmlDocGetRootElement(document).map(HTMLNode.init)
  }
}
