import ListKit

/// The feed's first section: the browsing user, with their counts.
struct ProfileSummaryModel: Diffable, Equatable {
  var user: User
  var diffID: UserID { user.id }
}

/// The feed's horizontal row of users, in login order.
struct UserHistoryModel: Diffable, Equatable {
  var users: [User]
  var diffID: String { "history" }
}

/// A feed entry with its author's nickname, as one section of the feed.
struct FeedEntryModel: Diffable, Equatable {
  var entry: FeedEntry
  var authorName: String
  var diffID: String { entry.id }
}

/// A promo, placed among the feed entries.
struct PromoModel: Diffable, Equatable {
  var promo: Promo
  var diffID: String { promo.id }
}

/// A line of explanation that cannot be selected, such as "No entries match".
struct NoticeModel: Diffable, Equatable {
  var text: String
  var diffID: String { "notice" }
}
