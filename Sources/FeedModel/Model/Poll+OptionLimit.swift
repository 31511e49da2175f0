extension Poll {
  /// The most options a poll keeps: those after it are left out, with a warning
  /// (``optionsLeftOutWarning(count:)``).
  ///
  /// Real polls have a handful (Mastodon allows 4 unless its server is configured otherwise),
  /// so this only bounds what a hostile document costs: a poll of a million options would
  /// otherwise take gigabytes, and seconds a key, to lay out.
  public static let optionLimit = 1_000

  /// The options of a poll that lists `count` of them, as every reader keeps them: the first
  /// ``optionLimit``.
  ///
  /// ```swift
  /// Poll.keptOptionCount(of: 300_000)  // 1000
  /// ```
  public static func keptOptionCount(of count: Int) -> Int { min(max(0, count), optionLimit) }

  /// What a reader warns of, at the poll's list of options, when it lists more than
  /// ``optionLimit``: `300000 options; the first 1000 are kept, 299000 left out`; else nil.
  public static func optionsLeftOutWarning(count: Int) -> String? {
    guard count > optionLimit else { return nil }
    return "\(count) options; the first \(optionLimit) are kept, \(count - optionLimit) left out"
  }
}
