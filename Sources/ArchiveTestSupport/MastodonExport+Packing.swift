import Foundation

extension MastodonExport {
  /// The export as a zip, the way Mastodon 4.3 on writes it: members deflated, named from the
  /// archive's root, under `folder` if given (as when someone zips an extracted archive).
  ///
  /// With `backslashes`, every `/` in a name is written `\`, as Windows PowerShell 5.1's
  /// `Compress-Archive` writes them (`archive\media_attachments\…\a.png`).
  public func zipBytes(folder: String = "", backslashes: Bool = false) -> [UInt8] {
    RawZip(
      members: files.map { file in
        let name = folder + file.name
        return .deflated(backslashes ? name.replacing("/", with: "\\") : name, file.bytes)
      }
    ).bytes
  }

  /// Writes the export as a zip at `path`; `following_accounts.csv` goes beside it when the
  /// export follows anyone.
  public func writeZip(to path: String, folder: String = "") throws {
    try Data(zipBytes(folder: folder)).write(to: URL(fileURLWithPath: path))
    try writeFollowing(besides: path)
  }

  /// The export as a tar.gz, the way Mastodon before 4.3 wrote it: media first, under the path
  /// they had on the server (`mediaRoot` and their name), then the JSON files and the avatar.
  public func tarGzipBytes(mediaRoot: String = "/home/mastodon/live/public/system/") -> [UInt8] {
    Gzip.compress(tarBytes(mediaRoot: mediaRoot))
  }

  /// The export as a plain tar: a `.tar.gz` saved unpacked, as some browsers do.
  public func tarBytes(mediaRoot: String = "/home/mastodon/live/public/system/") -> [UInt8] {
    var tar = TarBuilder()
    for (name, bytes) in media { Self.add(mediaRoot + name, bytes, to: &tar) }
    for (name, bytes) in files where !media.contains(where: { $0.name == name }) {
      Self.add(name, bytes, to: &tar)
    }
    tar.end()
    return tar.bytes
  }

  /// The export as a tar.gz the way Mastodon 4.0 to 4.2 wrote it: `outbox.json` first, its tar
  /// header in a gzip member of its own (stored, to be patched in place) and its content in
  /// another, then the media and the rest in a third.
  public func streamedTarGzipBytes(
    mediaRoot: String = "/home/mastodon/live/public/system/"
  )
    -> [UInt8]
  {
    let outbox = Array(self.outbox.utf8)
    var header = TarBuilder()
    header.header(name: "outbox.json", size: outbox.count, type: "0")
    let padding = [UInt8](repeating: 0, count: (512 - outbox.count % 512) % 512)
    var rest = TarBuilder()
    for (name, bytes) in media { Self.add(mediaRoot + name, bytes, to: &rest) }
    for (name, bytes) in files
    where name != "outbox.json" && !media.contains(where: { $0.name == name }) {
      Self.add(name, bytes, to: &rest)
    }
    rest.end()
    return Gzip.compress(header.bytes, level: 0) + Gzip.compress(outbox + padding)
      + Gzip.compress(rest.bytes)
  }

  /// Writes the export as a tar.gz at `path`, with `following_accounts.csv` beside it.
  public func writeTarGzip(to path: String) throws {
    try Data(tarGzipBytes()).write(to: URL(fileURLWithPath: path))
    try writeFollowing(besides: path)
  }

  /// Writes the export extracted into the folder `name` of `folder`; returns its path.
  @discardableResult
  public func writeFolder(_ name: String, in folder: TemporaryFolder) throws -> String {
    for (file, bytes) in files { try folder.write(bytes, to: name + "/" + file) }
    if !following.isEmpty { try folder.write(followingCSV, to: name + "/following_accounts.csv") }
    return folder.file(name)
  }

  private func writeFollowing(besides path: String) throws {
    guard !following.isEmpty else { return }
    let folder = (path as NSString).deletingLastPathComponent
    let csv = (folder as NSString).appendingPathComponent("following_accounts.csv")
    try Data(followingCSV.utf8).write(to: URL(fileURLWithPath: csv))
  }

  /// Adds a file, splitting a name longer than 100 bytes into the ustar prefix and name at a
  /// slash, as RubyGems' `TarWriter` does.
  private static func add(_ name: String, _ bytes: [UInt8], to tar: inout TarBuilder) {
    let utf8 = Array(name.utf8)
    guard utf8.count > 100 else {
      tar.file(name, bytes)
      return
    }
    let slashes = utf8.indices.filter { utf8[$0] == UInt8(ascii: "/") }
    guard let split = slashes.first(where: { utf8.count - $0 - 1 <= 100 && $0 <= 155 }) else {
      tar.file(name, bytes)
      return
    }
    tar.file(
      String(decoding: utf8[(split + 1)...], as: UTF8.self), bytes,
      prefix: String(decoding: utf8[..<split], as: UTF8.self))
  }
}
