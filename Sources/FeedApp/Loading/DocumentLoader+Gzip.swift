import FeedModel
import Mastodon

extension DocumentLoader {
  /// Reads the text a gzip file inflates to (`timeline.json.gz`, `outbox.json.gz`, a gzipped
  /// listtui document), from a file or a pipe, as the input it would be uncompressed.
  ///
  /// The text is inflated as the reader asks for it, never held whole beside the file. Its
  /// name in messages says that its places are in the inflated text
  /// (`timeline.json.gz (inflated): line 40: …`), and loading counts the share of the gzip
  /// file read. An outbox's `actor.json` and the rest are looked for beside the gzip file.
  ///
  /// - Throws: ``FeedModel/DocumentError``: for the gzip file, corrupt or truncated, with the
  ///   compressed byte; for its text, as for the same text uncompressed, and `too large` past
  ///   `sizeLimit`.
  static func readInflated(
    _ input: ByteInput, path: String?, into builder: DocumentBuilder, sizeLimit: Int
  ) throws(DocumentError) {
    let name = input.name + " (inflated)"
    let text = ByteInput(source: try GzipInput(input, name: name, limit: sizeLimit), name: name)
    builder.countedInput = input
    let format = try DocumentFormat.detect(text)
    switch format {
    case .mastodonOutbox:
      try MastodonReader.read(outbox: text, beside: path.map(Self.folder(of:)) ?? "", into: builder)
    case .mastodonArchive, .gzip:
      // A zip or a gzip, gzipped again: its own copy counts its own bytes.
      builder.countedInput = nil
      try read(text, format: format, path: nil, into: builder, sizeLimit: sizeLimit)
    default:
      try read(text, format: format, path: nil, into: builder, sizeLimit: sizeLimit)
    }
  }

  /// The folder part of `path`, ending in `/`, or empty for a bare file name.
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }
}
