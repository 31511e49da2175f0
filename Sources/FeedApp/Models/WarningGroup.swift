import FeedModel

/// The warnings that say the same thing about the same field in different places, shown as one:
/// the first of them, with how many there are and in how many entries or users.
///
/// Two warnings are alike when their messages are equal and their places differ only in the
/// numbers between brackets: `outbox.json: orderedItems[37].object.tag[0].name` and
/// `outbox.json: orderedItems[912].object.tag[0].name` are the same field of two posts. A
/// problem repeated in every post then takes one row of the Warnings screen, which names the
/// first place (Enter opens it) and says `in 67 posts`.
struct WarningGroup: Equatable {
  /// The first warning of the group, in the document's order.
  var first: DocumentWarning
  /// How many warnings the group holds.
  var count: Int
  /// The entries the warnings are about, without repeats.
  var entries: Set<String>
  /// The users the warnings are about, without repeats.
  var users: Set<UserID>

  /// What the warnings alike have in common: the message, and the place with its indices
  /// written as `[]`.
  struct Key: Hashable {
    var place: String
    var message: String

    /// The key of `warning`.
    init(_ warning: DocumentWarning) {
      message = warning.message
      var place = ""
      var inBrackets = false
      for character in warning.place {
        if inBrackets, character.isASCII, character.isNumber { continue }
        inBrackets = character == "[" || (inBrackets && character != "]")
        place.append(character)
      }
      self.place = place
    }
  }

  /// A group of one warning.
  init(_ warning: DocumentWarning) {
    first = warning
    count = 0
    entries = []
    users = []
    add(warning)
  }

  /// Counts one more warning alike.
  mutating func add(_ warning: DocumentWarning) {
    count += 1
    switch warning.subject {
    case .entry(let id): entries.insert(id)
    case .user(let id): users.insert(id)
    case nil: break
    }
  }

  /// How often the problem repeats, when it does: `in 67 posts`, `for 3 users`, `12 times, in
  /// 9 posts`; nil for a warning of its own.
  var repeats: String? {
    guard count > 1 else { return nil }
    if entries.count == count, users.isEmpty { return "in \(count) posts" }
    if users.count == count, entries.isEmpty { return "for \(count) users" }
    var parts = ["\(count) times"]
    if !entries.isEmpty { parts.append("in \(entries.count) post\(entries.count == 1 ? "" : "s")") }
    if !users.isEmpty { parts.append("for \(users.count) user\(users.count == 1 ? "" : "s")") }
    return parts.joined(separator: ", ")
  }
}
