import FeedModel
import JSON

extension StatusParser {
  /// Why an account names no one, for a warning at its place: `missing`, `expected an
  /// account, found a string`, or `no acct or username that names an account` (what was wrong
  /// with them is warned of at their own places).
  static func unnamedAccount(_ account: JSONValue?) -> String {
    guard let account, !account.isNull else { return "missing" }
    guard account.members != nil else { return "expected an account, found \(account.kind.phrase)" }
    return "no acct or username that names an account"
  }

  /// Names the author of the reply at `place`.
  static func nameReplyAuthor(_ id: UserID, at place: Int, in statuses: inout Statuses) {
    statuses.posts[place].replyTo?.author = id
    statuses.posts[place].replyTo?.authorAddress = id.rawValue
  }

  /// Records an account or mention object as a user (first occurrence wins) and returns its id;
  /// `place` names the object, for warnings.
  static func meet(
    _ account: JSONValue, at place: String, in statuses: inout Statuses
  ) -> UserID? {
    let firstWarning = statuses.warnings.count
    let id = RESTAccount.id(of: account) { key, problem in
      statuses.warnings.append(DocumentWarning(place: place + "." + key, message: problem))
    }
    guard let id else { return nil }
    // The warnings about the account, made before its id was known, are about its user.
    defer {
      if statuses.known[id] != nil { about(.user(id), warningsFrom: firstWarning, in: &statuses) }
    }
    func accountUser() -> User? {
      RESTAccount.user(from: account) { key, problem in
        statuses.warnings.append(DocumentWarning(place: place + "." + key, message: problem))
      }
    }
    if let restID = account["id"].flatMap(restID) {
      statuses.restIDs[restID] = id
      for place in statuses.replyAccounts.removeValue(forKey: restID) ?? [] {
        nameReplyAuthor(id, at: place, in: &statuses)
      }
    }
    let isAccount = account["display_name"] != nil || account["note"] != nil
    if let known = statuses.known[id] {
      // The account's own object, after a mention of it (a timeline names people before
      // their statuses come): it has the display name and the bio the mention lacked.
      if isAccount, statuses.fromMentions.contains(known), var user = accountUser() {
        user.aliases += statuses.users[known].aliases.filter { !user.aliases.contains($0) }
        statuses.users[known] = user
        statuses.fromMentions.remove(known)
        statuses.upgraded.insert(known)
      }
      // Later objects of the account may name it in ways the first did not (a mention has
      // no URI): the aliases gather them all.
      for alias in RESTAccount.aliases(of: account)
      where !statuses.users[known].aliases.contains(alias) {
        statuses.users[known].aliases.append(alias)
      }
    } else {
      if !isAccount { statuses.fromMentions.insert(statuses.users.count) }
      let user =
        isAccount
        ? accountUser()
        : User(
          id: id, nickname: account["username"]?.string ?? AccountAddress.username(of: id.rawValue),
          address: id.rawValue, aliases: RESTAccount.aliases(of: account))
      if let user {
        statuses.known[id] = statuses.users.count
        statuses.users.append(user)
      }
    }
    return id
  }
}
