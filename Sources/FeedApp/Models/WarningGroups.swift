import FeedModel

/// A document's warnings grouped by what they say (see ``WarningGroup``), in the order each
/// problem was first found, kept up to date as the document loads.
///
/// A loading document's warnings only grow, so a later version is grouped from where the last
/// one ended; one whose earlier warnings changed is grouped again.
struct WarningGroups: Equatable {
  /// The groups, in the order of their first warnings.
  private(set) var groups: [WarningGroup] = []
  /// The warnings grouped so far.
  private(set) var warnings: [DocumentWarning] = []
  /// The place of each key's group in ``groups``.
  private var index: [WarningGroup.Key: Int] = [:]

  /// The groups of `warnings`.
  init(_ warnings: [DocumentWarning] = []) {
    update(to: warnings)
  }

  /// Groups `warnings`: only those beyond the last version when they extend it.
  mutating func update(to warnings: [DocumentWarning]) {
    let extends =
      warnings.count >= self.warnings.count
      && (self.warnings.isEmpty || warnings[self.warnings.count - 1] == self.warnings.last)
    if !extends {
      self = WarningGroups()
    }
    for warning in warnings[self.warnings.count...] {
      let key = WarningGroup.Key(warning)
      if let place = index[key] {
        groups[place].add(warning)
      } else {
        index[key] = groups.count
        groups.append(WarningGroup(warning))
      }
    }
    self.warnings = warnings
  }

  static func == (lhs: WarningGroups, rhs: WarningGroups) -> Bool { lhs.groups == rhs.groups }
}
