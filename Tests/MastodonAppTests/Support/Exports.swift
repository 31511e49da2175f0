import ArchiveTestSupport
import Pictures

/// The pieces the tests build exports from: Alice's account, the HTML Mastodon writes for
/// mentions, hashtags and links, and a real picture.
enum Exports {
  /// Bob, on another server.
  static let bob = MastodonExport.Mention(
    uri: "https://other.example/users/bob", name: "@bob@other.example")
  /// Carol, on Alice's server: Mastodon names local accounts without their host.
  static let carol = MastodonExport.Mention(
    uri: "https://example.social/users/carol", name: "@carol")

  /// Alice's account, with her profile and nothing posted yet.
  static func alice() -> MastodonExport {
    var export = MastodonExport()
    export.displayName = "Alice Liddell"
    export.bio = "<p>Swift &amp; terminals.</p><p>Cats.</p>"
    export.fields = [
      (
        "Website",
        #"<a href="https://alice.example" target="_blank" rel="nofollow noopener noreferrer me" translate="no"><span class="invisible">https://</span><span class="">alice.example</span><span class="invisible"></span></a>"#
      ),
      ("Pronouns", "she/her"),
    ]
    return export
  }

  /// A mention as Mastodon writes it in a post's HTML.
  static func mention(_ user: String, at host: String) -> String {
    #"<span class="h-card" translate="no"><a href="https://\#(host)/@\#(user)" class="u-url mention">@<span>\#(user)</span></a></span>"#
  }

  /// A hashtag as Mastodon writes it.
  static func hashtag(_ tag: String) -> String {
    #"<a href="https://example.social/tags/\#(tag)" class="mention hashtag" rel="tag">#<span>\#(tag)</span></a>"#
  }

  /// A link as Mastodon writes it: the scheme (and `www.`) hidden, the rest cut after 30
  /// characters.
  static func link(_ url: String) -> String {
    var rest = url.drop { $0 != "/" }.dropFirst(2)
    if rest.hasPrefix("www.") { rest = rest.dropFirst(4) }
    let scheme = url.prefix(url.count - rest.count)
    let shown = rest.prefix(30)
    let hidden = rest.dropFirst(30)
    return
      #"<a href="\#(url)" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">\#(scheme)</span><span class="\#(hidden.isEmpty ? "" : "ellipsis")">\#(shown)</span><span class="invisible">\#(hidden)</span></a>"#
  }

  /// A 32×16 PNG: black on the left, white on the right, as pictures are drawn from it.
  static func png() throws -> [UInt8] {
    let image = PixelImage(width: 32, height: 16) { x, _ in
      x < 16 ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 255, green: 255, blue: 255)
    }
    return try ImageEncoder.png(image)
  }
}
