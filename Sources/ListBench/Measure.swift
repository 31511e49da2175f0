#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
private let rusageSelf = RUSAGE_SELF
#endif

/// Timing and memory readings for the benchmarks.
enum Measure {
  /// The median wall time of `runs` calls of `body`, in milliseconds.
  static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      times.append(
        Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
  }

  /// The median processor time of `runs` calls of `body`, in milliseconds, counting every
  /// thread of the process: steadier than wall time on a shared machine.
  static func medianCPUMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    var times: [Double] = []
    for _ in 0..<runs {
      let start = now()
      body()
      times.append(now() - start)
    }
    return times.sorted()[times.count / 2]
  }

  /// A duration in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }

  /// The process's peak resident memory so far, in megabytes.
  static func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
    #else
    return Double(usage.ru_maxrss) / 1024
    #endif
  }

  /// A number with a fixed count of decimals, for `bench:` lines.
  static func format(_ value: Double, decimals: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
      let have = text.distance(from: dot, to: text.endIndex) - 1
      if have < decimals { text += String(repeating: "0", count: decimals - have) }
    }
    return text
  }
}
