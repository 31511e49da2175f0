#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the environment without Foundation, which ListDiff's tests do not otherwise need.
enum ProcessInfoLite {
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
