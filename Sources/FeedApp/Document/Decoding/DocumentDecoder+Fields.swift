extension DocumentDecoder {
  /// The members of the top-level object.
  enum DocumentField: JSONField {
    case me, users, history, feed, promos

    var name: StaticString {
      switch self {
      case .me: "me"
      case .users: "users"
      case .history: "history"
      case .feed: "feed"
      case .promos: "promos"
      }
    }
  }

  /// The members of a user.
  enum UserField: JSONField {
    case id, nickname, fullName, pictureURL, email, about, attributes, friends, following, followers

    var name: StaticString {
      switch self {
      case .id: "id"
      case .nickname: "nickname"
      case .fullName: "fullName"
      case .pictureURL: "pictureUrl"
      case .email: "email"
      case .about: "about"
      case .attributes: "attributes"
      case .friends: "friends"
      case .following: "following"
      case .followers: "followers"
      }
    }
  }

  /// The members of a profile attribute.
  enum AttributeField: JSONField {
    case key, value

    var name: StaticString {
      switch self {
      case .key: "key"
      case .value: "value"
      }
    }
  }

  /// The members of a feed entry.
  enum FeedEntryField: JSONField {
    case id, user, comment, image, postedAt

    var name: StaticString {
      switch self {
      case .id: "id"
      case .user: "user"
      case .comment: "comment"
      case .image: "image"
      case .postedAt: "postedAt"
      }
    }
  }

  /// The members of a promo.
  enum PromoField: JSONField {
    case id, title, body, position

    var name: StaticString {
      switch self {
      case .id: "id"
      case .title: "title"
      case .body: "body"
      case .position: "position"
      }
    }
  }
}
