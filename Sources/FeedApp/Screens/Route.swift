import FeedModel
import ListKit

/// A screen the app can open.
public enum Route: Hashable, Sendable {
  /// The feed: profile summary, history, entries and promos.
  case feed
  /// A user's profile.
  case profile(UserID)
  /// One feed entry, in full, by id.
  case entry(String)
  /// A promo's whole text, by id.
  case promo(String)
  /// Every warning about the document, with where it is.
  case warnings
  /// A titled text in full, wrapped: a long attribute, an about text, an e-mail address.
  case text(title: String, body: String)
}

/// What a tap in a section can ask of the app: open a screen, or show a message.
public protocol AppNavigator: AnyObject {
  /// Opens a screen on top of the current one.
  func open(_ route: Route)

  /// Shows a message in the status line until the next key.
  func show(_ message: String)

  /// Shows a message, or on a narrow screen one of its shorter forms, until the next key.
  func show(_ message: StatusMessage)
}
