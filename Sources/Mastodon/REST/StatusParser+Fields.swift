import FeedModel
import JSON

extension StatusParser {
  /// The shortcodes of the custom emoji of a status or an account (`emojis`); a list or a
  /// shortcode of the wrong type is left out, and `warn` is called with its key and what was
  /// found, as in `emojis: expected an array, found a string`.
  static func customEmoji(
    of object: JSONValue, warn: (_ key: String, _ problem: String) -> Void
  ) -> Set<String> {
    var shortcodes = Set<String>()
    for (offset, emoji) in object.objectList("emojis", warn: warn) {
      if let code = emoji.string("shortcode", warn: { warn("emojis[\(offset)].\($0)", $1) }) {
        shortcodes.insert(code)
      }
    }
    return shortcodes
  }

  /// The users a status mentions (`mentions`, at `place` + `.mentions`), each met as an
  /// account is; a list or a mention of the wrong type, or a mention with no account address,
  /// is left out with a warning.
  static func mentions(
    of status: JSONValue, place: String, in statuses: inout Statuses
  ) -> [UserID] {
    var warnings: [DocumentWarning] = []
    let listed = status.objectList("mentions") {
      warnings.append(DocumentWarning(place: place + "." + $0, message: $1 + "; left out"))
    }
    statuses.warnings += warnings
    var mentioned: [UserID] = []
    for (offset, mention) in listed {
      let mentionPlace = "\(place).mentions[\(offset)]"
      let before = statuses.warnings.count
      if let user = meet(mention, at: mentionPlace, in: &statuses) {
        mentioned.append(user)
      } else if statuses.warnings.count == before {
        // A name that is no account's, or of the wrong type, has said so already.
        statuses.warnings.append(
          DocumentWarning(place: mentionPlace, message: "without acct; left out"))
      }
    }
    return mentioned
  }

  /// A media attachment: its address (`url`, else `remote_url`, else `preview_url`), type,
  /// description, size, length (`meta.original.duration`, seconds) and focal point
  /// (`meta.focus`); `warn` is called with the place of a field within it (`.url`, or
  /// `""` for the attachment itself) and the problem.
  ///
  /// A field of the wrong type is left out; an attachment without an address is left out.
  static func attachment(
    _ media: JSONValue, warn: (_ place: String, _ problem: String) -> Void
  ) -> MediaAttachment? {
    func leftOut(_ key: String, _ problem: String) { warn("." + key, problem + "; left out") }
    let addresses = ["url", "remote_url", "preview_url"].map { media.string($0, warn: leftOut) }
    guard let location = addresses.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
      warn("", "no url, remote_url or preview_url; left out")
      return nil
    }
    let meta = media.object("meta", warn: leftOut)
    let original = meta?.object("original") { leftOut("meta." + $0, $1) }
    var attachment = MediaAttachment(
      location: location,
      kind: ActivityParser.kind(mediaType: nil, type: media.string("type", warn: leftOut)),
      description: media.string("description", warn: leftOut).flatMap { $0.isEmpty ? nil : $0 })
    // Its size from `meta.original`: `width` and `height` in pixels, or else `aspect`.
    if let original {
      func ignored(_ key: String, _ problem: String) {
        warn(".meta.original." + key, problem + "; ignored")
      }
      attachment.width = original.pixels("width", warn: ignored)
      attachment.height = original.pixels("height", warn: ignored)
      if attachment.width == nil || attachment.height == nil {
        attachment.aspect = original.ratio("aspect", warn: ignored)
      }
      attachment.duration = original.duration("duration", warn: ignored)
    }
    attachment.focus = meta?.focalPointObject("focus") { warn(".meta." + $0, $1 + "; ignored") }
    return attachment
  }

  /// A status's own `visibility` (a boost's is the boost's); a missing one is public, and an
  /// unknown one, or one that is no text, public with a warning.
  static func visibility(
    _ value: JSONValue?, place: String, in statuses: inout Statuses
  ) -> Visibility {
    guard let value, !value.isNull else { return .public }
    let problem: String
    if let name = value.string {
      if let visibility = Visibility(apiName: name) { return visibility }
      problem = "unknown visibility \(name.quotedForMessage)"
    } else {
      problem = "expected text, found \(value.kind.phrase)"
    }
    statuses.warnings.append(
      DocumentWarning(place: place + ".visibility", message: problem + "; shown as public"))
    return .public
  }
}
