import FeedModel

extension StatusParser {
  /// Makes the warnings from `start` on that are about nothing yet about `subject`.
  ///
  /// They were made before it was known, such as a status's before it was known to be kept.
  static func about(
    _ subject: WarningSubject, warningsFrom start: Int, in statuses: inout Statuses
  ) {
    for warning in start..<statuses.warnings.count where statuses.warnings[warning].subject == nil {
      statuses.warnings[warning].subject = subject
    }
  }

  /// Takes back the entry subjects of the warnings from `start` on.
  ///
  /// Their status repeats an earlier id, so the entry of that id is another status's, which
  /// they are not about. Those about users stay.
  static func forgetEntrySubjects(from start: Int, in statuses: inout Statuses) {
    for warning in start..<statuses.warnings.count {
      if case .entry = statuses.warnings[warning].subject {
        statuses.warnings[warning].subject = nil
      }
    }
  }
}
