#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the tests' process show dates in UTC, as the expected screens do.
///
/// `make test` sets `TZ=UTC` already; this covers a bare `swift test` on any machine's zone.
enum TestTimeZone {
  /// Sets `TZ=UTC` once, before any test that shows a date reads the zone.
  static let utc: Void = {
    setenv("TZ", "UTC", 1)
    tzset()
  }()
}
