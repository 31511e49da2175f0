import Input

extension AppShell {
  /// What Esc and Backspace say on the first screen.
  static let firstScreen = StatusMessage(
    "This is the first screen: q quits", or: "First screen: q quits", "First: q quits", "q quits")

  /// What `/` says off the feed: how to get back to the feed, which the filter is on, counting
  /// the screens when it is more than one back.
  var filterAdvice: StatusMessage {
    let feed = stack.lastIndex { $0 is FeedScreen } ?? 0
    let steps = stack.count - 1 - feed
    guard steps > 1 else {
      return StatusMessage(
        "/ filters the feed: press Esc to go back to it",
        or: "/ filters the feed: Esc goes back", "Esc: back to the feed", "Esc: to the feed")
    }
    return StatusMessage(
      "/ filters the feed, \(steps) screens back: Esc goes back one",
      or: "/ filters the feed, \(steps) Esc back", "Esc ×\(steps): the feed", "Esc ×\(steps)")
  }
}
