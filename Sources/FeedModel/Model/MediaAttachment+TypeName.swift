extension MediaAttachment.Kind {
  /// The kind a media `type` names, as Mastodon's API writes them.
  ///
  /// `image`, `video`, `gifv` (a short looping video without sound, which is a video here, as
  /// statuses and archives show it) and `audio`; anything else, such as `unknown`, is
  /// ``unknown``. Case is ignored.
  ///
  /// ```swift
  /// MediaAttachment.Kind(typeName: "gifv")  // .video
  /// ```
  public init(typeName: String) {
    switch typeName.lowercased() {
    case "image": self = .image
    case "video", "gifv": self = .video
    case "audio": self = .audio
    default: self = .unknown
    }
  }
}
