import FeedModel
import JSON

/// What a Mastodon REST API answer that is a JSON object holds, told by its members whatever
/// their order: a status, statuses in members, or something that holds no statuses to show.
///
/// The shapes are those of Mastodon's API documentation: `GET /api/v1/statuses/:id` (a
/// status), `GET /api/v2/search` (`{accounts, statuses, hashtags}`), `GET
/// /api/v1/statuses/:id/context` (`{ancestors, descendants}`), `GET /api/v2/notifications`
/// (`{accounts, statuses, notification_groups}`), a notification (`{id, type, account,
/// status?}`) and the error entity (`{error, error_description?}`).
enum RESTShape: Equatable {
  /// One status: opened as a feed of one.
  case status
  /// Statuses in the `statuses` member (search results, `{"statuses": […]}`).
  case statuses
  /// A thread's context: the statuses before and after one, not that one; opened as the
  /// statuses it holds (see ``ContextFocus``).
  case context
  /// One notification.
  case notification
  /// A page of grouped notifications.
  case groupedNotifications
  /// The server's error entity, with its message and description.
  case serverError(String, description: String?)
  /// Nothing known.
  case other

  /// Top-level members that tell an object is one of these shapes once the whole object has
  /// been seen; the format is decided on them (see `DocumentFormat`).
  static let memberNames: Set<String> = [
    "notification_groups", "error", "ancestors", "descendants", "statuses", "account",
  ]

  /// The shape of a top-level value.
  init(_ value: JSONValue) {
    guard let members = value.members else {
      self = .other
      return
    }
    let names = Set(members.map(\.name))
    if names.contains("notification_groups") {
      self = .groupedNotifications
    } else if let error = value["error"]?.string, !names.contains("id") {
      self = .serverError(error, description: value["error_description"]?.string)
    } else if names.contains("ancestors") || names.contains("descendants") {
      self = .context
    } else if value["statuses"]?.array != nil, !names.contains("id") {
      self = .statuses
    } else if names.contains("id"), names.contains("account") {
      self = Self.isNotification(value) ? .notification : .status
    } else {
      self = .other
    }
  }

  /// Whether a value is a notification: an account and a type, and no content, which every
  /// status has.
  static func isNotification(_ value: JSONValue) -> Bool {
    value["content"] == nil && value["account"] != nil && value["type"]?.string != nil
  }

  /// The error for an element of an array of statuses that is a notification, or nil when it
  /// is none: `statuses[0].type: a list of notifications (…), not of statuses: …`.
  static func notificationRefusal(_ element: JSONValue, index: Int, file: String) -> DocumentError?
  {
    guard isNotification(element) else { return nil }
    return DocumentError(
      kind: .invalid, file: file, place: "statuses[\(index)].type",
      message: "a list of notifications (GET /api/v1/notifications), not of statuses: "
        + "take out the statuses they are about first: jq '[.[].status | select(.)]'")
  }

  /// The statuses a status-holding shape holds: the value itself for a status, its `statuses`
  /// member's for search results, its `ancestors` then its `descendants` for a thread's
  /// context; nil for a shape that holds none to show.
  func statuses(of value: JSONValue) -> [JSONValue]? {
    switch self {
    case .status: [value]
    case .statuses: value["statuses"]?.array ?? []
    case .context: (value["ancestors"]?.array ?? []) + (value["descendants"]?.array ?? [])
    default: nil
    }
  }

  /// What a status-holding value holds besides its statuses that is not shown, as a warning's
  /// message, or nil when there is nothing: `1 account and 2 hashtags are not shown: listtui
  /// shows statuses` for search results (`GET /api/v2/search`).
  func leftOutMessage(of value: JSONValue) -> String? {
    guard self == .statuses else { return nil }
    let parts = [("accounts", "account"), ("hashtags", "hashtag")].compactMap {
      member, noun -> String? in
      guard let count = value[member]?.array?.count, count > 0 else { return nil }
      return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    guard !parts.isEmpty else { return nil }
    let verb = parts.count == 1 && parts[0].hasPrefix("1 ") ? "is" : "are"
    return parts.joined(separator: " and ") + " \(verb) not shown: listtui shows statuses"
  }

  /// The error for a JSON value of this shape, holding no statuses, that follows statuses on
  /// line `line`: `line 40: after the statuses, the server answered with an error: …`.
  func refusal(afterStatusesIn file: String, line: Int) -> DocumentError {
    let what =
      self == .other
      ? "a JSON value that is neither a status nor a list of statuses"
      : refusal(file: file)?.message ?? "a JSON value with no statuses"
    return DocumentError(
      kind: .invalid, file: file, place: "line \(line)", message: "after the statuses, " + what)
  }

  /// The error for a shape that holds no statuses to show, or nil for one that does.
  func refusal(file: String) -> DocumentError? {
    let message: String
    switch self {
    case .status, .statuses, .context:
      return nil
    case .notification:
      message =
        "a notification (GET /api/v1/notifications/:id), not a status: "
        + "to open the status it is about: jq '[.status | select(.)]'"
    case .groupedNotifications:
      message =
        "grouped notifications (GET /api/v2/notifications), not a list of statuses: "
        + "to open the statuses they are about: jq .statuses"
    case .serverError(let error, let description):
      message =
        "the server answered with an error: \(error.quotedForMessage)"
        + (description.map { " (\($0.quotedForMessage))" } ?? "")
    case .other:
      return DocumentError.unrecognized(file: file)
    }
    return DocumentError(kind: .invalid, file: file, place: nil, message: message)
  }
}
