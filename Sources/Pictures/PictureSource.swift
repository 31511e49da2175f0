/// Where a picture's bytes come from: a stable key and a closure that reads them on demand.
///
/// Two sources are equal when their keys are, so the key must name the bytes: a path, an
/// archive and member, a URL. The closure runs on the loader's worker thread, only when the
/// picture is needed and not cached, so it may read files or archives at leisure. Pictures
/// knows nothing of archives: the caller's closure does the reading.
///
/// ```swift
/// let avatar = PictureSource.file("/home/me/archive/avatar.png")
/// let member = PictureSource(key: "\(archivePath)#media/1.jpg") {
///   try archive.read("media/1.jpg")  // any throw becomes PictureError.missing
/// }
/// ```
public struct PictureSource: Hashable, Sendable, CustomStringConvertible {
  /// Names the bytes; equal keys must mean equal bytes.
  public let key: String
  /// Reads the bytes; may throw ``PictureError`` or any other error.
  private let provider: @Sendable () throws -> [UInt8]

  /// Creates a source whose bytes `provider` reads when they are needed.
  public init(key: String, bytes provider: @escaping @Sendable () throws -> [UInt8]) {
    self.key = key
    self.provider = provider
  }

  /// A source of bytes already in memory.
  public static func bytes(_ bytes: [UInt8], key: String) -> PictureSource {
    PictureSource(key: key) { bytes }
  }

  /// A file, read only and whole, if it is a regular file of at most `maxBytes` bytes.
  ///
  /// A missing or non-regular file (a folder, a FIFO, a device) fails with
  /// ``PictureError/missing(_:)``, one the system will not let be read with
  /// ``PictureError/permissionDenied(_:)``, an empty one with ``PictureError/empty``, and a
  /// larger one with ``PictureError/fileTooLarge(byteCount:)``; none is read. The key is `file:` and the
  /// path, so the same path is cached once.
  public static func file(_ path: String, maxBytes: Int = 64 << 20) -> PictureSource {
    PictureSource(key: "file:" + path) { try FileReader.contents(of: path, maxBytes: maxBytes) }
  }

  /// Runs the provider, turning any error it throws into a ``PictureError``.
  public func read() throws(PictureError) -> [UInt8] {
    do {
      return try provider()
    } catch let error as PictureError {
      throw error
    } catch {
      throw .missing(String(describing: error))
    }
  }

  /// The key.
  public var description: String { key }

  /// Whether two sources have the same key.
  public static func == (lhs: PictureSource, rhs: PictureSource) -> Bool { lhs.key == rhs.key }

  /// Hashes the key.
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
