import ListKit

extension AppShell {
  /// What the status line says when a key does nothing here: `o does nothing here · ? shows
  /// the keys`, shorter on a narrow screen.
  static func doesNothing(_ key: Key) -> StatusMessage {
    let name = key.displayName
    return StatusMessage(
      "\(name) does nothing here · ? shows the keys", or: "\(name) does nothing · ? shows keys",
      "\(name) does nothing · ? help", "\(name): nothing · ? help", "? shows the keys")
  }

  /// What a tap (Enter) on an item can be told to have done by: the screen on top and how
  /// many screens are open; nil for any other key, or when the selection is on no item (a
  /// header's tap folds it).
  func tapWitness(for key: Key) -> (screen: ObjectIdentifier, depth: Int)? {
    guard current.adapter.dispatcher.command(for: key) == .tap,
      let selection = current.adapter.selection, case .item = selection.part
    else { return nil }
    return (ObjectIdentifier(current), stack.count)
  }

  /// Whether a tap did nothing: an item's tap opens a screen or says why it opens none, so one
  /// that left the same screen on top and said nothing did nothing (a picture, the details).
  func tapDidNothing(since witness: (screen: ObjectIdentifier, depth: Int)) -> Bool {
    witness.screen == ObjectIdentifier(current) && witness.depth == stack.count
      && statusMessage == nil
  }

  /// Moves `count` matches on or back, as `n` and `N` do; at the last match (or the first,
  /// going back), where they stop, says so, as vim says where a search wraps and less that
  /// the pattern is not found further.
  ///
  /// Going back from a row above every match (the summary, after `gg`), where there is no
  /// match before, says `First match` too: `n` goes to it. On the one match there is, both
  /// say `Only match`, since neither key goes anywhere from it.
  func selectMatch(on screen: any FilterableScreen, forward: Bool, count: Int) {
    let before = screen.matchOrdinal
    _ = screen.selectMatch(forward: forward, count: count)
    guard let total = screen.matchCount?.matches, total > 0 else { return }
    let after = screen.matchOrdinal
    let stoppedAtLast = forward && after == total && (after ?? 0) - (before ?? 0) < count
    let stoppedAtFirst = !forward && (after ?? 1) == 1 && (before ?? 1) - (after ?? 1) < count
    guard stoppedAtLast || stoppedAtFirst else { return }
    if total == 1, after == 1 {
      show(StatusMessage("Only match"))
    } else if stoppedAtLast {
      show(StatusMessage("Last match · N goes back", or: "Last match"))
    } else {
      show(StatusMessage("First match · n goes on", or: "First match"))
    }
  }
}
