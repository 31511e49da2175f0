/// A link's preview, as a server makes it for the first link of a post: the page's title and
/// the site it is on.
///
/// Mastodon shows it as a card under the post's text; the entry screen shows it under the
/// link's address in `Links`, as `News & stuff · News`. Every field is text as the API writes
/// it (plain text, not HTML), and shown as written, made safe for the terminal.
public struct PreviewCard: Hashable, Sendable {
  /// The address of the page the card describes, such as `https://news.example/x`.
  public var url: String
  /// The page's title, if given.
  public var title: String?
  /// A short description of the page, if given.
  public var description: String?
  /// The site's name, such as `"News"`, if given.
  public var providerName: String?
  /// What the page is: `link`, `photo`, `video` or `rich`, as the API names it, if given.
  public var type: String?

  /// Creates a card for the page at `url`; the rest may be left out.
  public init(
    url: String, title: String? = nil, description: String? = nil, providerName: String? = nil,
    type: String? = nil
  ) {
    self.url = url
    self.title = title
    self.description = description
    self.providerName = providerName
    self.type = type
  }

  /// The line shown under the card's address: its title and its site, joined with ` · `, or
  /// nil when it has neither.
  ///
  /// A card without a site's name gives the host of its address instead, as Mastodon's web UI
  /// does: `News & stuff · news.example`.
  public var caption: String? {
    let site = providerName.flatMap { $0.drawsNothing ? nil : $0 } ?? host
    let parts = [title, site].compactMap { $0 }.filter { !$0.drawsNothing }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The host of ``url`` (`news.example` of `https://user@news.example:8080/x`), if it has one.
  var host: String? {
    guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
    let authority = url[colon...].dropFirst(3).prefix { !"/?#".contains($0) }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    let host = hostAndPort.hasPrefix("[") ? hostAndPort : hostAndPort.prefix { $0 != ":" }
    return host.isEmpty ? nil : host.lowercased()
  }
}
