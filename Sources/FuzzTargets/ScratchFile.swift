#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file holding one input, alone in a new temporary folder, for code that reads from a
/// path (archives, Mastodon exports); removed with its folder by ``remove()``.
///
/// Each scratch file has a folder of its own, so inputs run on several threads at once (as the
/// regression tests do) never see each other's files.
struct ScratchFile {
  /// The file's path.
  let path: String
  /// The folder it is alone in.
  let folder: String

  /// Writes `bytes` to a new file, or returns nil if the temporary folder cannot be written.
  init?(_ bytes: [UInt8], name: String = "input") {
    var template = Array("/tmp/listtui-fuzz.XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
      return String(cString: base)
    }
    guard let made else { return nil }
    folder = made
    path = folder + "/" + name
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else {
      rmdir(folder)
      return nil
    }
    let complete = bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
    close(descriptor)
    guard complete else {
      remove()
      return nil
    }
  }

  /// Deletes the file and its folder.
  func remove() {
    unlink(path)
    rmdir(folder)
  }
}
