#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a listtui document of the scale issue's shape to a file, the same for the same seed:
/// 200 users (or as many as asked), comments of about 60 bytes, every third entry with an image.
enum FeedDocumentWriter {
  /// Words the comments are made of.
  static let words = [
    "the", "park", "ropeway", "was", "closed", "today", "so", "we", "walked", "down", "to",
    "river", "and", "fed", "ducks", "little", "haru", "laughed", "all", "way", "home", "soba",
    "for", "dinner", "grandma", "sent", "photos", "of", "garden", "rain", "again", "morning",
  ]

  /// Writes `count` entries to a new file at `path`; returns its size in bytes.
  ///
  /// With `japanese`, each comment starts with a Japanese sentence, as the demo's do: text
  /// beyond ASCII takes the slower paths of folding and measuring. The history names the first
  /// `history` users after `u0`, the browsing user, and comes before the feed, as README's
  /// example orders a document's keys.
  @discardableResult
  static func write(
    count: Int, to path: String, seed: UInt64 = 0x5EED_2026, japanese: Bool = false,
    users: Int = 200, history: Int = 12
  ) -> Int {
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    var random = LinearCongruential(seed: seed)
    var text = "{\"me\":\"u0\",\"users\":["
    for user in 0..<users {
      text += "\(user == 0 ? "" : ","){\"id\":\"u\(user)\",\"nickname\":\"user\(user)\","
      text += "\"fullName\":\"User Number \(user)\"}"
    }
    text += "],\"history\":["
    text += (0..<min(history, users - 1)).map { "\"u\($0 + 1)\"" }.joined(separator: ",") + "],"
    text += "\"feed\":[\n"
    var size = 0
    func flush() {
      size += text.utf8.count
      fputs(text, file)
      text = ""
    }
    for entry in 0..<count {
      var comment = japanese ? "はい、公園に行きました " : ""
      while comment.utf8.count < (japanese ? 70 : 52) {
        comment += words[random.next(below: words.count)] + " "
      }
      comment += "#\(entry)"
      text += entry == 0 ? "" : ",\n"
      text +=
        "{\"id\":\"e\(entry)\",\"user\":\"u\(random.next(below: users))\",\"comment\":\"\(comment)\""
      if entry % 3 == 0 { text += ",\"image\":\"IMG_\(entry).jpg\"" }
      text += "}"
      if text.utf8.count > 1 << 16 { flush() }
    }
    text +=
      "\n],\"promos\":[{\"id\":\"p1\",\"title\":\"Premium\",\"body\":\"Keep every photo.\"}]}\n"
    flush()
    return size
  }
}
