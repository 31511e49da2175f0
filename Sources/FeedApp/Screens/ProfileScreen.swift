import FeedModel
import ListKit

/// A user's profile: the header picture, name and picture, about, email, attributes, friends,
/// following, followers, the browsing user's posts that mention them and boosts of their posts,
/// and their own posts.
///
/// A section with no data is left out, and nothing depends on where the others end up. A
/// list of addresses longer than ``foldedListLength`` (the owner's `Likes`) starts folded, so
/// that the headers of those after it show on the first screen; Space expands it.
public final class ProfileScreen: Screen, ListAdapterDataSource {
  /// The profile's list.
  public let adapter = ListAdapter()
  /// The user's nickname.
  public var title: String { state.document.user(userID)?.nickname ?? userID.rawValue }
  /// The route that opens this profile.
  public var route: Route { .profile(userID) }

  private let userID: UserID
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?
  /// The lists folded once for being long: folded again by no update, once Space expands them.
  var foldedLists: Set<ObjectIdentity> = []

  /// Creates the profile of a user of a document; taps go to the navigator.
  public init(userID: UserID, state: DocumentState, navigator: (any AppNavigator)?) {
    self.userID = userID
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
    adapter.sectionSpacing = 1
    adapter.performUpdates()
    foldLongLists()
  }

  /// Shows a newer version of the document; a long list it brings starts folded.
  public func documentDidChange() {
    adapter.performUpdates()
    foldLongLists()
  }

  /// The profile's sections, in order, each only if it has data.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let document = state.document
    guard let user = document.user(userID) else { return [] }
    var objects: [any Diffable] = []
    // The header picture atop the profile, as Mastodon shows it.
    if let header = user.headerURL, !header.isEmpty {
      objects.append(ProfileBannerModel(location: header))
    }
    objects.append(ProfileHeaderModel(user: user))
    if let about = user.about, !about.isEmpty {
      objects.append(
        TextBlockModel(
          kind: .about, title: "About", text: about, collapsible: true, opensInFull: true))
    }
    if let email = user.email, !email.isEmpty {
      objects.append(
        TextBlockModel(
          kind: .email, title: "Email", text: email, collapsible: false, opensInFull: true))
    }
    if !user.attributes.isEmpty { objects.append(AttributesModel(attributes: user.attributes)) }
    let lists: [(SectionKind, String, [UserID])] = [
      (.friends, "Friends", user.friends), (.following, "Following", user.following),
      (.followers, "Followers", user.followers),
    ]
    for (kind, title, ids) in lists {
      let users = ids.compactMap(document.user)
      if !users.isEmpty { objects.append(UserListModel(kind: kind, title: title, users: users)) }
    }
    // What the document lists by address of what it counts: an archive's likes and bookmarks,
    // each list of the kind its count names (`likes`).
    for stat in user.stats {
      let title = stat.label.prefix(1).uppercased() + stat.label.dropFirst()
      if let list = LinksModel(
        kind: SectionKind(stat.label), title: title, addresses: stat.addresses,
        isCollapsible: true, total: stat.count, document: document)
      {
        objects.append(list)
      }
    }
    if userID != document.me {
      // Their own posts and boosts, as every Mastodon client's profile lists them.
      let posts = ProfileEntriesModel(
        kind: .posts, user: userID, positions: state.posts.posts(of: userID, in: document),
        feed: document.feed)
      // Your posts, when the document says who you are: a saved timeline holds others' too.
      // And those that reply to them, which may not mention them (the mention can be deleted).
      // Your boosts of their posts, which an archive holds only by address: not in Posts.
      let boosts = document.me.flatMap { me in
        ProfileEntriesModel(
          kind: .yourBoosts, user: userID,
          positions: state.posts.boosts(of: userID, by: me, in: document),
          feed: document.feed)
      }
      let positions = document.feed.positions(mentioning: userID, by: document.me) { author in
        document.user(named: author)?.id == userID
      }
      if !positions.isEmpty {
        let includesReplies = positions.contains { !document.feed[$0].mentions.contains(userID) }
        objects.append(
          MentionsModel(
            user: userID, feed: document.feed, positions: positions,
            includesReplies: includesReplies))
      } else if posts == nil, boosts == nil,
        objects.allSatisfy({ $0 is ProfileHeaderModel || $0 is ProfileBannerModel }),
        document.me != nil
      {
        // Nothing but the header, as for an account one follows and never wrote to: say why.
        // A name of megabytes would be wrapped whole: a few lines of it say who.
        let name = (user.address ?? user.nickname).lineExcerpt(forWidth: 200)
        objects.append(
          NoticeModel(text: "None of your posts mention \(name.truncated(toWidth: 200))"))
      }
      if let boosts { objects.append(boosts) }
      if let posts { objects.append(posts) }
    }
    return objects
  }

  /// The section controller for an object's kind.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is ProfileHeaderModel: ProfileHeaderSectionController(state: state)
    case is ProfileBannerModel:
      ProfileBannerSectionController(state: state) { [weak adapter] in
        adapter?.viewport.height ?? 24
      }
    case is AttributesModel: AttributesSectionController(navigator: navigator)
    case is UserListModel: UserListSectionController(navigator: navigator)
    case is LinksModel: LinksSectionController(navigator: navigator)
    case is MentionsModel: MentionsSectionController(state: state, navigator: navigator)
    case let list as ProfileEntriesModel where list.kind == .posts:
      PostsSectionController(state: state, navigator: navigator)
    case is ProfileEntriesModel:  // `.yourBoosts`
      BoostsSectionController(state: state, navigator: navigator)
    case is NoticeModel: NoticeSectionController()
    default: TextBlockSectionController(navigator: navigator)
    }
  }
}
