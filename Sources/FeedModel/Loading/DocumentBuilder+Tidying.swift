extension DocumentBuilder {
  /// A user as the screens show them, with a warning for what is dropped: a nickname that
  /// draws nothing becomes the id, a full name that draws nothing is no full name, and an
  /// attribute whose key and value both draw nothing is left out, as a blank row would be one
  /// to select that says nothing; a joined date that is no ISO 8601 date is kept as written,
  /// with a warning.
  ///
  /// With no `place`, nothing is said: a user updated after it was added was warned of then,
  /// and its nickname is left for the caller to keep.
  func tidied(_ user: User, place: String?) -> User {
    var user = user
    let subject = WarningSubject.user(user.id)
    if let place, user.nickname.drawsNothing {
      let what = user.nickname.isEmpty ? "empty" : "blank: it draws nothing"
      warn(
        place + ".nickname", "\(what); the id \(user.id.rawValue.quotedForMessage) is shown",
        about: subject)
      user.nickname = user.id.rawValue
    }
    if user.fullName?.drawsNothing == true { user.fullName = nil }
    if let place, let joined = user.joined, !joined.isEmpty, !DisplayDate.isValid(joined) {
      warn(
        place + ".joined", "\(joined.quotedForMessage) is not an ISO 8601 date; shown as written",
        about: subject)
    }
    let blank = user.attributes.indices.filter {
      user.attributes[$0].key.drawsNothing && user.attributes[$0].value.drawsNothing
    }
    for index in blank where place != nil {
      warn(
        (place ?? "") + ".attributes[\(index)]", "no key and no value; left out", about: subject)
    }
    if !blank.isEmpty {
      user.attributes = user.attributes.filter { !($0.key.drawsNothing && $0.value.drawsNothing) }
    }
    return user
  }
}
