import FeedModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary copy of an input that has to be read out of order, such as a zip archive from
/// a pipe, held only by an open descriptor.
///
/// The file is made in `TMPDIR` (else `/tmp`), readable by its owner only, and removed from
/// the folder at once, before anything is copied into it: the copy lives as long as the
/// descriptor, which the system closes however the process ends (`q`, ^C, SIGTERM, a crash),
/// so nothing is ever left behind. Readers read it through ``descriptor``.
final class SpoolFile {
  /// The open descriptor of the copy, read and written; closed when the copy goes.
  let descriptor: Int32

  /// Copies what is left of `input` to a new temporary file with no name, telling `progress`
  /// how many bytes are copied so far after each read.
  ///
  /// - Throws: ``FeedModel/DocumentError/Kind/cannotOpen`` naming the input when the copy
  ///   cannot be made or written (a full disk, say), or the input cannot be read.
  init(
    copying input: ByteInput, progress: (_ bytesCopied: Int) -> Void = { _ in }
  ) throws(DocumentError) {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    var template = Array(((folder ?? "/tmp") + "/listtui-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let start = buffer.baseAddress else { return -1 }
      let descriptor = mkstemp(start)
      // Nameless from here on: only this descriptor holds the copy.
      if descriptor >= 0 { unlink(start) }
      return descriptor
    }
    guard descriptor >= 0 else {
      throw Self.failure(input, "cannot make a temporary copy in \(folder ?? "/tmp")", errno)
    }
    self.descriptor = descriptor
    var block = [UInt8](repeating: 0, count: 1 << 20)
    var copied = 0
    while true {
      var failure: DocumentError?
      let count = block.withUnsafeMutableBytes { buffer in
        do throws(DocumentError) {
          return try input.read(into: buffer)
        } catch {
          failure = error
          return 0
        }
      }
      if let failure { throw failure }
      if count == 0 { break }
      var written = 0
      while written < count {
        let result = block[written..<count].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        if result < 0, errno == EINTR { continue }
        guard result > 0 else {
          throw Self.failure(input, "cannot write a temporary copy in \(folder ?? "/tmp")", errno)
        }
        written += result
      }
      copied += count
      progress(copied)
    }
  }

  deinit { close(descriptor) }

  /// The error for a copy that failed, with the system's reason.
  private static func failure(_ input: ByteInput, _ what: String, _ code: Int32) -> DocumentError {
    DocumentError(
      kind: .cannotOpen, file: input.name, place: nil,
      message: "\(what): \(String(cString: strerror(code)))")
  }
}
