import FeedModel

/// What activities of an outbox hold, read but not yet converted: posts, the accounts they
/// mention, and what was wrong with them.
struct Outbox {
  /// The posts: one per `Create` of a `Note` or `Question`, one per `Announce`.
  var posts: [Post] = []
  /// Accounts met in mentions and boosts, by id.
  var accounts: [UserID: AccountStub] = [:]
  /// The order accounts were met in.
  var accountOrder: [UserID] = []
  /// Problems recovered from, with their places.
  var warnings: [DocumentWarning] = []
  /// The server's host and its accounts' domain, when they differ (see
  /// ``Audience/Owner/localDomain``).
  var localDomain: (host: String, domain: String)?

  /// Records an account, keeping the first stub met for an id.
  mutating func meet(_ account: AccountStub) {
    guard accounts[account.id] == nil else { return }
    accounts[account.id] = account
    accountOrder.append(account.id)
  }

  /// Records a warning.
  mutating func warn(_ place: String, _ message: String) {
    warnings.append(DocumentWarning(place: place, message: message))
  }
}

/// An account known only by an id, a name and an address, such as a mentioned one.
struct AccountStub: Hashable {
  /// The id: an actor URI, or an address for REST accounts.
  var id: UserID
  /// The user name, such as `bob`.
  var nickname: String
  /// The address, such as `@bob@other.example`.
  var address: String?

  /// The user this stub describes.
  var user: User { User(id: id, nickname: nickname, address: address) }
}
