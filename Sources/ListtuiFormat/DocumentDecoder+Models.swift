import FeedModel
import JSON

extension DocumentDecoder {
  /// Reads a user; `id` and `nickname` are required.
  mutating func decodeUser() throws(DecodingFailure) -> User {
    var id: UserID?
    var nickname: String?
    var user = User(id: "", nickname: "")
    try decodeObject(UserField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .id: id = try decoder.decodeOptionalString().map { UserID($0) }
      case .nickname: nickname = try decoder.decodeOptionalString()
      case .fullName: user.fullName = try decoder.decodeOptionalString()
      case .address: user.address = try decoder.decodeOptionalString()
      case .pictureURL: user.pictureURL = try decoder.decodeOptionalString()
      case .email: user.email = try decoder.decodeOptionalString()
      case .about: user.about = try decoder.decodeOptionalString()
      case .attributes:
        user.attributes = try decoder.decodeArray { element throws(DecodingFailure) in
          try element.decodeAttribute()
        }
      case .joined: user.joined = try decoder.decodeOptionalString()
      case .movedTo: user.movedTo = try decoder.decodeOptionalString()
      case .stats:
        user.stats = try decoder.decodeArray { element throws(DecodingFailure) in
          try element.decodeStat()
        }.compactMap { $0 }
      case .friends: user.friends = try decoder.decodeUserIDs()
      case .following: user.following = try decoder.decodeUserIDs()
      case .followers: user.followers = try decoder.decodeUserIDs()
      case .kind: user.kind = try decoder.decodeAccountKind()
      }
    }
    guard let id else { throw missing("id") }
    guard let nickname else { throw missing("nickname") }
    user.id = id
    user.nickname = nickname
    return user
  }

  /// Reads a profile attribute; `key` and `value` are required, `verified` is optional.
  mutating func decodeAttribute() throws(DecodingFailure) -> Attribute {
    var key: String?
    var value: String?
    var isVerified = false
    try decodeObject(AttributeField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .key: key = try decoder.decodeOptionalString()
      case .value: value = try decoder.decodeOptionalString()
      case .verified: isVerified = try decoder.decodeOptionalBoolean() ?? false
      }
    }
    guard let key else { throw missing("key") }
    guard let value else { throw missing("value") }
    return Attribute(key: key, value: value, isVerified: isVerified)
  }

  /// Reads a user's kind: `person`, `bot` or `group`; `null` is a person, and so is any other
  /// string, with a warning.
  mutating func decodeAccountKind() throws(DecodingFailure) -> AccountKind {
    guard let name = try decodeOptionalString() else { return .person }
    if let kind = AccountKind(rawValue: name) { return kind }
    warnings.append(
      DocumentWarning(
        place: path.text ?? "kind",
        message: "unknown kind \(name.quotedForMessage); shown as a person"))
    return .person
  }

  /// Reads a user's stat; `label` and `count` are required.
  ///
  /// A count that cannot be read (a string, a fraction, a negative number, one too large) is
  /// unknown and left out, with a warning: the result is then nil. It is shown as none rather
  /// than as `-3 posts`.
  mutating func decodeStat() throws(DecodingFailure) -> UserStat? {
    var label: String?
    var count: Int?
    var unreadable = false
    try decodeObject(StatField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .label: label = try decoder.decodeOptionalString()
      case .count:
        let before = decoder.warnings.count
        count = try decoder.decodeOptionalCount()
        unreadable = decoder.warnings.count > before
      }
    }
    guard let label else { throw missing("label") }
    guard let count else {
      if unreadable { return nil }
      throw missing("count")
    }
    return UserStat(label: label, count: count)
  }

  /// Reads a promo; only `id` is required, and `position` defaults to 2 (`positionGiven` then
  /// false).
  mutating func decodePromo(positionGiven: inout Bool) throws(DecodingFailure) -> Promo {
    var id: String?
    var given = false
    var promo = Promo(id: "")
    try decodeObject(PromoField.self) { decoder, field throws(DecodingFailure) in
      switch field {
      case .id: id = try decoder.decodeOptionalString()
      case .title: promo.title = try decoder.decodeOptionalString()
      case .body: promo.body = try decoder.decodeOptionalString()
      case .position:
        var position: Int?
        switch try decoder.decodeOptionalWholeNumber() {
        case .value(let value): position = value
        case .unreadable(let found):
          decoder.warnings.append(
            DocumentWarning(
              place: decoder.path.text ?? "position",
              message:
                "expected a whole number, found \(found); at the default position, \(Promo.defaultPosition)"
            ))
        case nil: break
        }
        given = position != nil
        promo.position = position ?? Promo.defaultPosition
      }
    }
    guard let id else { throw missing("id") }
    promo.id = id
    positionGiven = given
    return promo
  }
}
