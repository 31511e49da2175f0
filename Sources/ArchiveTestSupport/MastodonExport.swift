/// A Mastodon account export, written the way Mastodon's `BackupService` writes one.
///
/// An `outbox.json` of `Create` and `Announce` activities with every field the serializers put
/// in, `actor.json`, `likes.json`, `bookmarks.json`, the avatar and the media, and beside them
/// the follows export, `following_accounts.csv`. For tests and benchmarks of the reader and the
/// app.
///
/// ```swift
/// var export = MastodonExport()
/// let first = export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
/// export.note(id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Again</p>", inReplyTo: first)
/// try export.writeZip(to: folder.file("archive.zip"))
/// ```
public struct MastodonExport {
  /// A file attached to a post: where the outbox says it is, and what it is.
  public struct Attachment: Sendable {
    /// The `url` as the outbox writes it, such as `media_attachments/files/…/original/a.png`.
    public var url: String
    /// The media type, such as `image/png` or `video/mp4`.
    public var mediaType: String
    /// The description (alt text), or nil for `null`.
    public var alt: String?
    /// The `width` and `height` written, as Mastodon writes a picture's or a video's size; nil
    /// writes neither.
    public var size: (width: Int, height: Int)?
    /// The `duration` written, as an ActivityPub server writes a video's or a sound's length
    /// (`PT12.5S`); nil writes none.
    public var duration: String?

    /// An attachment.
    public init(
      url: String, mediaType: String = "image/png", alt: String? = nil,
      size: (width: Int, height: Int)? = nil, duration: String? = nil
    ) {
      self.url = url
      self.mediaType = mediaType
      self.alt = alt
      self.size = size
      self.duration = duration
    }
  }

  /// A mentioned account: its actor URI and its `acct` as Mastodon writes the tag's name
  /// (`@bob@other.example`, or `@carol` for an account of the same server).
  public struct Mention: Sendable {
    /// The actor URI.
    public var uri: String
    /// The tag's name.
    public var name: String

    /// A mention.
    public init(uri: String, name: String) {
      self.uri = uri
      self.name = name
    }
  }

  /// A poll: options with their votes, one choice or several, how many voted, and when it ends.
  public struct Poll: Sendable {
    /// The options and their votes, in order.
    public var options: [(title: String, votes: Int)]
    /// Whether voters may pick several (`anyOf`) or one (`oneOf`).
    public var multiple: Bool
    /// When it ends.
    public var endTime: String
    /// The `votersCount` written, or nil for none, as polls older than Mastodon 2.8 have.
    public var voters: Int?
    /// Whether it is closed, which writes `closed` with the end time.
    public var closed: Bool

    /// A poll; its voters are the sum of the votes unless given (as for one choice), and none
    /// are written when `writesVoters` is false.
    public init(
      options: [(title: String, votes: Int)], multiple: Bool = false,
      endTime: String = "2023-01-09T10:00:00Z", voters: Int? = nil, writesVoters: Bool = true,
      closed: Bool = false
    ) {
      self.options = options
      self.multiple = multiple
      self.endTime = endTime
      self.voters = writesVoters ? voters ?? options.reduce(0) { $0 + $1.votes } : nil
      self.closed = closed
    }
  }

  /// The server's host.
  public var host = "example.social"
  /// The owner's user name.
  public var username = "alice"
  /// The owner's numeric account id, for the addresses Mastodon 4.5 gives new accounts
  /// (`https://host/ap/users/<id>`, statuses `…/ap/users/<id>/statuses/<id>`); nil for the
  /// named form (`https://host/users/alice`).
  public var accountID: String?
  /// The `webfinger` of `actor.json` (`alice@example.com`), which Mastodon writes as the
  /// account's user name and local domain; nil writes none, as before Mastodon 4.5.
  public var webfinger: String?
  /// The owner's display name.
  public var displayName = "Alice"
  /// The owner's bio, as HTML.
  public var bio = "<p>Swift &amp; terminals.</p>"
  /// The profile fields, with values as HTML.
  public var fields: [(name: String, value: String)] = []
  /// When the account was made.
  public var joined = "2017-04-01T00:00:00Z"
  /// The actor URI of the account it moved to.
  public var movedTo: String?
  /// Whether the account approves followers by hand (`manuallyApprovesFollowers`).
  public var locked = false
  /// Whether the account is a memorial, which writes `memorial: true`.
  public var memorial = false
  /// The avatar's member name and bytes (`avatar.png`), if any.
  public var avatar: (name: String, bytes: [UInt8])?
  /// The avatar's `url` in `actor.json` when it is not the member's name, such as
  /// `avatar.png?1526000000`: older servers that keep files on their own disk add a timestamp.
  public var avatarURL: String?
  /// The header picture's member name and bytes (`header.png`), if any; nil bytes write its
  /// name in `actor.json` without the file, as an export that could not back it up.
  public var header: (name: String, bytes: [UInt8]?)?
  /// The URIs of the liked posts.
  public var likes: [String] = []
  /// The URIs of the bookmarked posts.
  public var bookmarks: [String] = []
  /// The addresses followed (`bob@other.example`), for `following_accounts.csv`.
  public var following: [String] = []
  /// Media files: member names (as the archive stores them) and bytes.
  public var media: [(name: String, bytes: [UInt8])] = []
  /// The activities, as JSON text, in outbox order.
  public var items: [String] = []
  /// Whether `orderedItems` is written twice, empty first, as Mastodon 4.3 did.
  public var writesOrderedItemsTwice = true
  /// The `totalItems` written; the number of items when nil.
  public var totalItems: Int?

  /// An export with nothing in it yet.
  public init() {}

  /// The owner's actor URI.
  public var actorURI: String {
    accountID.map { "https://\(host)/ap/users/\($0)" } ?? "https://\(host)/users/\(username)"
  }

  /// The URI of the owner's status with an id.
  public func statusURI(_ id: Int) -> String { "\(actorURI)/statuses/\(id)" }

  /// `outbox.json`.
  public var outbox: String {
    let list = items.joined(separator: ",\n")
    let twice = writesOrderedItemsTwice ? #""orderedItems":[],"# : ""
    return #"{"@context":"https://www.w3.org/ns/activitystreams","id":"outbox.json","#
      + #""type":"OrderedCollection","totalItems":\#(totalItems ?? items.count),\#(twice)"#
      + #""orderedItems":[\#(list)]}"#
  }

  /// `actor.json`: a `Person` with the profile, the avatar's name and the files' names.
  public var actor: String {
    let attachment = fields.map {
      #"{"type":"PropertyValue","name":\#(Self.json($0.name)),"value":\#(Self.json($0.value))}"#
    }
    var text =
      #"{"@context":["https://www.w3.org/ns/activitystreams","https://w3id.org/security/v1"],"#
    text += #""id":\#(Self.json(actorURI)),"#
    if let webfinger { text += #""webfinger":\#(Self.json(webfinger)),"# }
    text += #""type":"Person","following":"\#(actorURI)/following","#
    text +=
      #""followers":"\#(actorURI)/followers","inbox":"\#(actorURI)/inbox","outbox":"outbox.json","#
    text +=
      #""featured":"\#(actorURI)/collections/featured","featuredTags":"\#(actorURI)/collections/tags","#
    text += #""preferredUsername":\#(Self.json(username)),"name":\#(Self.json(displayName)),"#
    text += #""summary":\#(Self.json(bio)),"url":"https://\#(host)/@\#(username)","#
    text +=
      #""manuallyApprovesFollowers":\#(locked),"discoverable":true,"published":\#(Self.json(joined)),"#
    if memorial { text += #""memorial":true,"# }
    if let movedTo { text += #""movedTo":\#(Self.json(movedTo)),"# }
    text +=
      #""publicKey":{"id":"\#(actorURI)#main-key","owner":"\#(actorURI)","publicKeyPem":"-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----\n"},"#
    text += #""tag":[],"attachment":[\#(attachment.joined(separator: ","))],"#
    text += #""endpoints":{"sharedInbox":"https://\#(host)/inbox"},"#
    if let avatar {
      text +=
        #""icon":{"type":"Image","mediaType":"image/png","url":\#(Self.json(avatarURL ?? avatar.name))},"#
    }
    if let header {
      text += #""image":{"type":"Image","mediaType":"image/png","url":\#(Self.json(header.name))},"#
    }
    return text + #""likes":"likes.json","bookmarks":"bookmarks.json"}"#
  }

  /// `likes.json` or `bookmarks.json`: a collection of URIs, without `totalItems` as 4.3 wrote.
  public static func collection(id: String, _ uris: [String]) -> String {
    #"{"@context":"https://www.w3.org/ns/activitystreams","id":"\#(id)","type":"OrderedCollection","#
      + #""orderedItems":[\#(uris.map { json($0) }.joined(separator: ","))]}"#
  }

  /// `following_accounts.csv`, with the header of Mastodon 4.
  public var followingCSV: String {
    "Account address,Show boosts,Notify on new posts,Languages\n"
      + following.map { "\($0),true,false,\n" }.joined()
  }

  /// Every file of the archive, named as in a zip: the outbox first, then the media, likes,
  /// bookmarks, the avatar, the header and the actor, as Mastodon 4.3 writes them.
  public var files: [(name: String, bytes: [UInt8])] {
    var files: [(String, [UInt8])] = [("outbox.json", Array(outbox.utf8))]
    files += media
    files.append(("likes.json", Array(Self.collection(id: "likes.json", likes).utf8)))
    files.append(("bookmarks.json", Array(Self.collection(id: "bookmarks.json", bookmarks).utf8)))
    if let avatar { files.append(avatar) }
    if let header, let bytes = header.bytes { files.append((header.name, bytes)) }
    files.append(("actor.json", Array(actor.utf8)))
    return files
  }

  /// A string as a JSON string literal.
  public static func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A JSON string literal, or `null`.
  static func jsonOrNull(_ text: String?) -> String { text.map { json($0) } ?? "null" }
}
