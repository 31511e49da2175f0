import ListDiff

/// A collapsed section that an update removed: the item that held the selection when it
/// collapsed, and when it left.
struct AbsentCollapse {
  /// The identity of the item that held the selection when the section collapsed (nil when it
  /// was the header).
  var hidden: AnyHashable?
  /// The order it left the list in, counting every collapsed section that left.
  var order: Int
}

extension ListAdapter {
  /// After an update: collapsed sections it removed are remembered, and remembered ones it
  /// brought back are collapsed again, holding the item they hid.
  ///
  /// So the adapter keeps which sections are collapsed, by identity, across updates, as a
  /// section hidden by a filter and shown again shows.
  func carryCollapsed(across result: DiffResult<ObjectIdentity>) {
    if !absentCollapsed.isEmpty {
      for (identity, absent) in absentCollapsed where result.newIndex(for: identity) != nil {
        collapsed[identity] = .some(absent.hidden)
        absentCollapsed[identity] = nil
      }
    }
    guard !collapsed.isEmpty else { return }
    var left = false
    for (identity, hidden) in collapsed where result.newIndex(for: identity) == nil {
      collapsed[identity] = nil
      absentCollapsedCount += 1
      absentCollapsed[identity] = AbsentCollapse(hidden: hidden, order: absentCollapsedCount)
      left = true
    }
    if left { forgetAbsentCollapsedBeyondLimit() }
  }

  /// Collapses again the remembered sections among those a load brought, after a list that
  /// was emptied.
  func restoreAbsentCollapsed(present: Set<ObjectIdentity>) {
    guard !absentCollapsed.isEmpty else { return }
    for (identity, absent) in absentCollapsed where present.contains(identity) {
      collapsed[identity] = .some(absent.hidden)
      absentCollapsed[identity] = nil
    }
  }

  /// Forgets the collapsed sections gone longest, beyond ``absentCollapsedLimit``.
  func forgetAbsentCollapsedBeyondLimit() {
    let excess = absentCollapsed.count - max(0, absentCollapsedLimit)
    guard excess > 0 else { return }
    let oldest = absentCollapsed.sorted { $0.value.order < $1.value.order }.prefix(excess)
    for (identity, _) in oldest { absentCollapsed[identity] = nil }
  }
}
