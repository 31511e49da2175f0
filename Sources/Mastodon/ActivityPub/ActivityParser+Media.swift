import FeedModel
import JSON

extension ActivityParser {
  /// The attachments of a post object (`Document`s and `Image`s), with their size in pixels
  /// when given (Mastodon writes `width` and `height` on a picture or video).
  ///
  /// An attachment without a `url` is left out, and a side that is no whole number from 1 is
  /// ignored, each with a warning naming its place (`….attachment[0].width`).
  static func attachments(
    _ object: JSONValue, place: String, into outbox: inout Outbox
  ) -> [MediaAttachment] {
    var media: [MediaAttachment] = []
    for (offset, attachment) in (object["attachment"]?.objects ?? []).enumerated() {
      // A Link (such as a preview card, which some servers attach) names a page, not media;
      // the post's text holds the link.
      if attachment["type"]?.string == "Link" { continue }
      let place = "\(place)[\(offset)]"
      guard let location = attachment["url"]?.href else {
        outbox.warn(place, "attachment without a url; left out")
        continue
      }
      func side(_ key: String) -> Int? {
        attachment.pixels(key) { key, problem in
          outbox.warn(place + "." + key, problem + "; ignored")
        }
      }
      media.append(
        MediaAttachment(
          location: location,
          kind: kind(mediaType: attachment["mediaType"]?.string, type: attachment["type"]?.string),
          description: attachment["name"]?.nonEmptyString, width: side("width"),
          height: side("height")))
    }
    return media
  }
}
