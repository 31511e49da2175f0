import FeedModel

/// What the fixture export reads as.
enum Expected {
  static let alice = UserID("https://example.social/users/alice")
  static let bob = UserID("https://other.example/users/bob")
  static let carol = UserID("https://example.social/users/carol")
  static let dave = UserID("@dave@third.example")

  /// The feed's ids, newest first.
  static let ids = [
    "https://example.social/users/alice/statuses/104",
    "https://example.social/users/alice/statuses/103",
    "https://example.social/users/alice/statuses/108",
    "https://example.social/users/alice/statuses/102/activity",
    "https://example.social/users/alice/statuses/101",
    "https://example.social/users/alice/statuses/100",
  ]

  /// The feed's texts, newest first.
  static let comments = [
    "Hidden :blobcat:",
    "Tea or coffee?",
    "Hi @bob!\n\nSecond paragraph\nwith a break.",
    "",
    "@carol replying to myself",
    "@bob loves #swift swift.org/documentation/articl…",
  ]

  /// The warnings, in order, as a bare `outbox.json` names their places.
  static let outboxWarnings = [
    "orderedItems[5].type: unsupported activity type \"Like\"; skipped",
    "orderedItems[6].object: expected the post, found only a link; the activity is skipped",
    "orderedItems[7].object.type: unsupported object type \"Article\"; skipped",
  ]

  /// The warnings, in order, as an export whose `outbox.json` is at its top names them: each
  /// after the outbox's name, as those about its other files are.
  static let warnings = outboxWarnings.map { "outbox.json: " + $0 }

  /// The owner's profile, without the following list (which depends on the CSV).
  static func owner(following: [UserID]) -> User {
    User(
      id: alice, nickname: "alice", fullName: "Alice :blobcat:", address: "@alice@example.social",
      pictureURL: "avatar.png", headerURL: "header.jpg", about: "Swift & terminals.\n\nCats.",
      attributes: [
        Attribute(key: "Website", value: "alice.example"),
        Attribute(key: "Pronouns", value: "she/her"),
      ],
      joined: "2017-04-01T00:00:00Z",
      stats: [
        UserStat(label: "posts", count: 5), UserStat(label: "boosts", count: 1),
        UserStat(
          label: "likes", count: 3,
          addresses: [
            "https://other.example/users/bob/statuses/1", "https://x.example/2",
            "https://x.example/3",
          ]),
        UserStat(label: "bookmarks", count: 1, addresses: ["https://x.example/9"]),
      ],
      following: following, aliases: ["https://example.social/@alice"])
  }
}
