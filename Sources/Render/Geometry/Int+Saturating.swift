extension Int {
  /// The sum, clamped to `Int.min...Int.max` instead of trapping on overflow.
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// The difference, clamped to `Int.min...Int.max` instead of trapping on overflow.
  func saturatingSubtract(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other < 0 ? .max : .min
  }
}
