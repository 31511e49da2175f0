import JSON

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether the member holds an array read one element at a time.
    var isArray: Bool { self == .users || self == .feed || self == .promos }
  }

  /// The members of a user.
  enum UserField: JSONField {
    case id, nickname, fullName, address, pictureURL, email, about, attributes, joined, movedTo
    case stats, friends, following, followers, kind
    var name: StaticString {
      switch self {
      case .id: "id"
      case .nickname: "nickname"
      case .fullName: "fullName"
      case .address: "address"
      case .pictureURL: "pictureUrl"
      case .email: "email"
      case .about: "about"
      case .attributes: "attributes"
      case .joined: "joined"
      case .movedTo: "movedTo"
      case .stats: "stats"
      case .friends: "friends"
      case .following: "following"
      case .followers: "followers"
      case .kind: "kind"
      }
    }
  }

  /// The members of a profile attribute.
  enum AttributeField: JSONField {
    case key, value, verified
    var name: StaticString {
      switch self {
      case .key: "key"
      case .value: "value"
      case .verified: "verified"
      }
    }
  }

  /// The members of a user's stat.
  enum StatField: JSONField {
    case label, count
    var name: StaticString { self == .label ? "label" : "count" }
  }

  /// The members of a feed entry.
  enum FeedEntryField: JSONField, CaseIterable {
    case id, user, comment, image, postedAt, media, contentWarning, sensitive, boost, replyTo
    case poll, mentions, address, visibility, editedAt
    var name: StaticString {
      switch self {
      case .id: "id"
      case .user: "user"
      case .comment: "comment"
      case .image: "image"
      case .postedAt: "postedAt"
      case .media: "media"
      case .contentWarning: "contentWarning"
      case .sensitive: "sensitive"
      case .boost: "boost"
      case .replyTo: "replyTo"
      case .poll: "poll"
      case .mentions: "mentions"
      case .address: "address"
      case .visibility: "visibility"
      case .editedAt: "editedAt"
      }
    }
  }

  /// The members of an attachment.
  enum MediaField: JSONField {
    case path, type, description, width, height, focus
    var name: StaticString {
      switch self {
      case .path: "path"
      case .type: "type"
      case .description: "description"
      case .width: "width"
      case .height: "height"
      case .focus: "focus"
      }
    }
  }

  /// The members of a boost, a reply and a poll option.
  enum LinkField: JSONField {
    case address, author, entry, title, votes
    var name: StaticString {
      switch self {
      case .address: "address"
      case .author: "author"
      case .entry: "entry"
      case .title: "title"
      case .votes: "votes"
      }
    }
  }

  /// The members of a poll.
  enum PollField: JSONField {
    case options, multiple, endsAt, voters
    var name: StaticString {
      switch self {
      case .options: "options"
      case .multiple: "multiple"
      case .endsAt: "endsAt"
      case .voters: "voters"
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

extension DocumentDecoder.FeedEntryField {
  /// The field with a name, or nil for a member the format does not use.
  init?(name: UnsafeBufferPointer<UInt8>) {
    switch (name.count, name.first) {
    case (2, UInt8(ascii: "i")) where name[1] == UInt8(ascii: "d"): self = .id
    case (4, UInt8(ascii: "u")) where Self.equal(name, "user"): self = .user
    case (7, UInt8(ascii: "c")) where Self.equal(name, "comment"): self = .comment
    case (5, UInt8(ascii: "i")) where Self.equal(name, "image"): self = .image
    case (8, UInt8(ascii: "p")) where Self.equal(name, "postedAt"): self = .postedAt
    default:
      guard
        let match = Self.allCases.first(where: {
          $0.name.utf8CodeUnitCount == name.count
            && name.elementsEqual(UnsafeBufferPointer(start: $0.name.utf8Start, count: name.count))
        })
      else { return nil }
      self = match
    }
  }

  /// Whether bytes spell a name.
  @inline(__always)
  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    bytes.count == name.utf8CodeUnitCount
      && bytes.baseAddress.map { memcmp($0, name.utf8Start, bytes.count) == 0 } ?? true
  }
}
