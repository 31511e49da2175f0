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
  /// How long a video or a sound plays, in seconds, when the document says.
  public var duration: Double?

  /// Creates an attachment.
  public init(
    location: String, kind: Kind = .image, description: String? = nil, width: Int? = nil,
    height: Int? = nil, aspect: Double? = nil, focus: FocalPoint? = nil, duration: Double? = nil
  ) {
    self.location = location
    self.kind = kind
    self.description = description
    self.width = width
    self.height = height
    self.aspect = aspect
    self.focus = focus
    self.duration = duration
  }

  /// How long it plays as Mastodon's players show it, whole seconds: `0:12`, `3:05`,
  /// `1:02:03`; nil when the document does not say.
  public var durationText: String? {
    guard let duration, duration.isFinite, duration >= 0 else { return nil }
    let whole = Int(min(duration, 1e9))
    let (hours, minutes, seconds) = (whole / 3600, whole / 60 % 60, whole % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
      : "\(minutes):\(twoDigits(seconds))"
  }

  /// The last path component of the location: `IMG_005.jpg` for `…/photos/IMG_005.jpg`.
  public var fileName: String {
    let trimmed = location.split(separator: "?", maxSplits: 1).first.map(String.init) ?? location
    return trimmed.split(separator: "/").last.map(String.init) ?? location
  }
}
