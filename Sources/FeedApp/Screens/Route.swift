import ListKit

/// A screen the app can open.
public enum Route: Hashable, Sendable {
  /// The feed: profile summary, history, entries and promos.
  case feed
  /// A user's profile.
  case profile(UserID)
  /// One feed entry, in full.
  case entry(String)
}

/// What a tap in a section can ask of the app: open a screen, or show a message.
public protocol AppNavigator: AnyObject {
  /// Opens a screen on top of the current one.
  func open(_ route: Route)

  /// Shows a message in the status line.
  func show(_ message: String)
}
