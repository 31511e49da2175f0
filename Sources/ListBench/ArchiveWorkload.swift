import ArchiveTestSupport
import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Mastodon account archive of the size a busy account exports, the same for the same seed:
/// posts of one or two paragraphs of HTML with mentions, hashtags, links and custom emoji,
/// some behind content warnings, with pictures, replies (to the owner's own posts and to
/// others), polls and boosts; every post's text starts with `#N`, its index.
enum ArchiveWorkload {
  /// Words the posts are made of.
  static let words =
    FeedDocumentWriter.words + [
      "terminal", "swift", "archive", "coffee", "bicycle", "mountain", "library", "concert",
      "garden", "weekend", "morning", "photos", "recipe", "train", "harbour", "lighthouse",
    ]

  /// The people the posts mention, reply to and boost.
  static let people = (0..<40).map { index -> MastodonExport.Mention in
    let host = ["example.social", "other.example", "mastodon.example", "photog.example"][index % 4]
    return MastodonExport.Mention(
      uri: "https://\(host)/users/friend\(index)",
      name: host == "example.social" ? "@friend\(index)" : "@friend\(index)@\(host)")
  }

  /// The export with `count` posts, and its media: `pictures` small PNGs the posts share.
  static func export(count: Int, pictures: Int = 48, seed: UInt64 = 0x5EED_A2C1) -> MastodonExport {
    var random = LinearCongruential(seed: seed)
    var export = MastodonExport()
    export.username = "bench"
    export.displayName = "Bench Marker :party:"
    export.bio = "<p>Posts a lot. <a href=\"https://example.social/tags/swift\">#swift</a></p>"
    export.fields = [("Website", "<a href=\"https://bench.example\">bench.example</a>")]
    export.likes = (0..<3_000).map { "https://other.example/users/friend1/statuses/\($0)" }
    export.bookmarks = (0..<400).map { "https://other.example/users/friend2/statuses/\($0)" }
    export.media = (0..<pictures).map { index in
      (path(of: index), picture(index))
    }
    var seconds = 1_483_228_800  // 2017-01-01
    for index in 0..<count {
      seconds += 600 + random.next(below: 14_400)
      let date = timestamp(seconds)
      let kind = index == 0 ? 99 : random.next(below: 100)
      if kind < 8 {
        let friend = people[random.next(below: people.count)]
        export.boost(
          id: 100_000 + index, published: date,
          of: "\(friend.uri)/statuses/\(random.next(below: 1_000_000))", by: friend.uri)
        continue
      }
      var mentions: [MastodonExport.Mention] = []
      var html = "<p>#\(index) "
      if random.next(below: 3) == 0 {
        let friend = people[random.next(below: people.count)]
        mentions.append(friend)
        html += mention(friend) + " "
      }
      for paragraph in 0..<(1 + random.next(below: 2)) {
        if paragraph > 0 { html += "</p><p>" }
        html += sentence(&random, words: 4 + random.next(below: 10))
        if random.next(below: 5) == 0 { html += " <br />" + sentence(&random, words: 6) }
        if random.next(below: 4) == 0 {
          let tag = words[random.next(below: words.count)]
          html +=
            #" <a href="https://example.social/tags/\#(tag)" class="mention hashtag" rel="tag">#<span>\#(tag)</span></a>"#
        }
        if random.next(below: 8) == 0 {
          html +=
            #" <a href="https://www.example.org/articles/\#(index)/a-long-article-title-here" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">https://www.</span><span class="ellipsis">example.org/articles/\#(index)/a-lo</span><span class="invisible">ng-article-title-here</span></a>"#
        }
      }
      let emoji = random.next(below: 10) == 0 ? ["party"] : []
      if !emoji.isEmpty { html += " :party:" }
      html += "</p>"
      var inReplyTo: String?
      if kind >= 8, kind < 23 {
        inReplyTo =
          kind < 15 && index > 1
          ? export.statusURI(100_000 + random.next(below: index))
          : "\(people[random.next(below: people.count)].uri)/statuses/\(random.next(below: 99_999))"
      }
      let summary = kind >= 23 && kind < 33 ? "Spoilers: " + sentence(&random, words: 3) : nil
      var attachments: [MastodonExport.Attachment] = []
      if kind >= 33, kind < 48 {
        for _ in 0..<(1 + random.next(below: 4)) {
          let picture = random.next(below: pictures)
          attachments.append(
            .init(
              url: path(of: picture),
              alt: random.next(below: 2) == 0 ? nil : sentence(&random, words: 5)))
        }
      }
      var poll: MastodonExport.Poll?
      if kind >= 48, kind < 53 {
        poll = .init(
          options: (0..<(2 + random.next(below: 3))).map {
            (title: "Option \($0 + 1)", votes: random.next(below: 50))
          }, multiple: random.next(below: 4) == 0, endTime: timestamp(seconds + 86_400))
      }
      export.note(
        id: 100_000 + index, published: date, html: html, summary: summary,
        sensitive: summary != nil || (!attachments.isEmpty && random.next(below: 6) == 0),
        inReplyTo: inReplyTo, mentions: mentions, attachments: attachments, emoji: emoji,
        poll: poll)
    }
    return export
  }

  /// The member name of picture `index`, as Mastodon 4.3 names media in a zip.
  static func path(of index: Int) -> String {
    let digits = String(100_000 + index)
    return
      "media_attachments/files/110/\(digits.prefix(3))/\(digits.suffix(3))/original/\(digits).png"
  }

  /// A small PNG with a gradient of its own.
  static func picture(_ index: Int) -> [UInt8] {
    let image = PixelImage(width: 64, height: 48) { x, y in
      RGBA(
        red: UInt8((x * 4 + index * 17) & 255), green: UInt8((y * 5 + index * 31) & 255),
        blue: UInt8((index * 53) & 255))
    }
    return (try? ImageEncoder.png(image)) ?? []
  }

  /// Random words, as a sentence.
  static func sentence(_ random: inout LinearCongruential, words count: Int) -> String {
    var text = ""
    for index in 0..<count {
      let word = words[random.next(below: words.count)]
      text += index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : " " + word
    }
    return text + "."
  }

  /// A mention as Mastodon writes it in HTML.
  static func mention(_ person: MastodonExport.Mention) -> String {
    let user = person.uri.split(separator: "/").last.map(String.init) ?? ""
    let host = person.uri.split(separator: "/").dropFirst().first.map(String.init) ?? ""
    return
      #"<span class="h-card" translate="no"><a href="https://\#(host)/@\#(user)" class="u-url mention">@<span>\#(user)</span></a></span>"#
  }

  /// An ISO 8601 timestamp in UTC for seconds since 1970.
  static func timestamp(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }
}
