/// A picture, video or sound attached to an entry, or a user's avatar.
public struct MediaAttachment: Hashable, Sendable {
  /// What an attachment holds.
  public enum Kind: String, Hashable, Sendable {
    /// A still picture.
    case image
    /// A video, including short looping animations.
    case video
    /// A sound.
    case audio
    /// Anything else.
    case unknown
  }

  /// Where the file is, as written: a path relative to the document, an absolute path, a path
  /// inside an archive, or an address such as `https://…`.
  ///
  /// Never fetched from a network.
  public var location: String
  /// What the attachment holds.
  public var kind: Kind
  /// A description of the content for those who cannot see it (alt text).
  public var description: String?
  /// The width in pixels, when the document says.
  public var width: Int?
  /// The height in pixels, when the document says.
  public var height: Int?
  /// The width over the height, when the document gives only that (a REST status's
  /// `meta.original.aspect`).
  public var aspect: Double?
  /// The point of the picture to keep in view when the feed shows only part of it (a long
  /// screenshot or a panorama), when the document gives one (Mastodon's focal point).
  public var focus: FocalPoint?

  /// Creates an attachment.
  public init(
    location: String, kind: Kind = .image, description: String? = nil, width: Int? = nil,
    height: Int? = nil, aspect: Double? = nil, focus: FocalPoint? = nil
  ) {
    self.location = location
    self.kind = kind
    self.description = description
    self.width = width
    self.height = height
    self.aspect = aspect
    self.focus = focus
  }

  /// The last path component of the location: `IMG_005.jpg` for `…/photos/IMG_005.jpg`.
  public var fileName: String {
    let trimmed = location.split(separator: "?", maxSplits: 1).first.map(String.init) ?? location
    return trimmed.split(separator: "/").last.map(String.init) ?? location
  }
}
