import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to run the binary as a user whom file permissions hold back, so that a folder of mode
/// 000 cannot be read: directly when the tests are not run by root, else through `setpriv` as
/// `nobody`, since root reads every folder whatever its mode.
enum Unprivileged {
  /// Where `setpriv` (util-linux) is looked for.
  private static let setpriv = "/usr/bin/setpriv"

  /// The launcher for ``ListTUIProcess/run(_:input:launcher:)``: none when not root, `setpriv`
  /// to `nobody` when root; `nil` when root and `setpriv` is not there, so that no such run
  /// can be made.
  static var launcher: [String]? {
    guard getuid() == 0 else { return [] }
    guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
  }
}
