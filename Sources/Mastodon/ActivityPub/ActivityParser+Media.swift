import FeedModel
import JSON

extension ActivityParser {
  /// The attachments of a post object (`Document`s and `Image`s), with their size in pixels
  /// and focal point when given (Mastodon writes `width` and `height` on a picture or video,
  /// and `focalPoint: [x, y]` on a picture its author gave one), and the `duration` of a
  /// video or a sound (an ISO 8601 duration, `PT12.5S`, as ActivityPub servers write it).
  ///
  /// An attachment without a `url` is left out, and so is one, or a field of one, of the wrong
  /// type; a side that is no whole number from 1, or a focal point that is no two numbers from
  /// -1 to 1, is ignored; each with a warning naming its place (`….attachment[0].width`).
  static func attachments(
    _ object: JSONValue, place: String, into outbox: inout Outbox
  ) -> [MediaAttachment] {
    var media: [MediaAttachment] = []
    // `place` ends in `.attachment`: the warnings about the member itself name its key there.
    let listed = object.objectOrList("attachment") { key, problem in
      let element = key.dropFirst("attachment".count)
      outbox.warn(place + element, problem + "; left out")
    }
    for (offset, attachment) in listed {
      // A Link (such as a preview card, which some servers attach) names a page, not media;
      // the post's text holds the link.
      if attachment["type"]?.string == "Link" { continue }
      let place = "\(place)[\(offset)]"
      guard let location = attachment["url"]?.href else {
        outbox.warn(place, "attachment without a url; left out")
        continue
      }
      func leftOut(_ key: String, _ problem: String) {
        outbox.warn(place + "." + key, problem + "; left out")
      }
      func ignored(_ key: String, _ problem: String) {
        outbox.warn(place + "." + key, problem + "; ignored")
      }
      media.append(
        MediaAttachment(
          location: location,
          kind: kind(
            mediaType: attachment.string("mediaType", warn: leftOut),
            type: attachment["type"]?.string),
          description: attachment.text("name", warn: leftOut).flatMap { $0.isEmpty ? nil : $0 },
          width: attachment.pixels("width", warn: ignored),
          height: attachment.pixels("height", warn: ignored),
          focus: attachment.focalPointPair("focalPoint", warn: ignored),
          duration: attachment.duration("duration", warn: ignored)))
    }
    return media
  }
}
