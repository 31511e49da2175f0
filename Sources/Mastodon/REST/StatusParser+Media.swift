import FeedModel
import JSON

extension StatusParser {
  /// The `media_attachments` of a status, with the size of each from `meta.original`: its
  /// `width` and `height` in pixels, or else its `aspect` (width over height).
  ///
  /// An attachment without an address is left out; a size that is no whole number from 1, or
  /// an aspect that is no number above 0, is ignored with a warning naming its place
  /// (`statuses[3].media_attachments[0].meta.original.width`).
  static func attachments(
    of status: JSONValue, place: String, warn: (_ place: String, _ message: String) -> Void
  ) -> [MediaAttachment] {
    (status["media_attachments"]?.objects ?? []).enumerated().compactMap { offset, media in
      guard
        let location = media["url"]?.nonEmptyString ?? media["remote_url"]?.nonEmptyString
          ?? media["preview_url"]?.nonEmptyString
      else { return nil }
      var attachment = MediaAttachment(
        location: location, kind: ActivityParser.kind(mediaType: nil, type: media["type"]?.string),
        description: media["description"]?.nonEmptyString)
      if let original = media["meta"]?["original"], original.members != nil {
        let place = "\(place)[\(offset)].meta.original"
        func problem(_ key: String, _ problem: String) {
          warn(place + "." + key, problem + "; ignored")
        }
        attachment.width = original.pixels("width", warn: problem)
        attachment.height = original.pixels("height", warn: problem)
        if attachment.width == nil || attachment.height == nil {
          attachment.aspect = original.ratio("aspect", warn: problem)
        }
      }
      return attachment
    }
  }
}
