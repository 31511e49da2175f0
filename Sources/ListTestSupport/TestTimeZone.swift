#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the tests' process show dates in UTC, as the expected screens do, whatever the
/// machine's zone. `make test` sets `TZ=UTC` already; this covers a bare `swift test`.
public enum TestTimeZone {
  /// Sets `TZ=UTC` once, before any test that shows a date reads the zone.
  public static let utc: Void = {
    setenv("TZ", "UTC", 1)
    tzset()
  }()
}
