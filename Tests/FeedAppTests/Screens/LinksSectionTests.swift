import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

/// A list of an entry's text and its links, as the entry screen would show them.
private final class LinksList: ListAdapterDataSource, AppNavigator {
  let links: LinksModel?
  var opened: [Route] = []

  init(_ addresses: [String]) { links = LinksModel(addresses: addresses) }

  func objects(for adapter: ListAdapter) -> [any Diffable] {
    [
      TextBlockModel(
        kind: .comment, title: nil, text: "Read this example.org/a/…", collapsible: false)
    ]
      + (links.map { [$0] } ?? [])
  }

  func sectionController(for object: any Diffable) -> any SectionController {
    object is LinksModel ? LinksSectionController(navigator: self) : TextBlockSectionController()
  }

  func open(_ route: Route) { opened.append(route) }
  func show(_ message: String) {}
  func show(_ message: StatusMessage) {}
}

@Suite("The Links section: each web link's full address, once, in order")
struct LinksSectionTests {
  private let addresses = [
    "https://example.org/a/very/long/path/to/the/page/mastodon/shortens?q=1",
    "https://other.example/",
    "https://example.org/a/very/long/path/to/the/page/mastodon/shortens?q=1",
    "  ",
    "https://evil.example/\u{1B}[2Jcleared",
  ]

  @Test("At 80 columns each address is on a line of its own, whole, escaped")
  func wide() throws {
    let list = LinksList(addresses)
    let harness = ListHarness(
      dataSource: list, size: Size(width: 80, height: 8), theme: .monochrome)
    harness.adapter.sectionSpacing = 1
    expectScreen(
      harness.screen,
      [
        "> Read this example.org/a/…",
        "",
        "  Links",
        "  https://example.org/a/very/long/path/to/the/page/mastodon/shortens?q=1",
        "  https://other.example/",
        "  https://evil.example/␛[2Jcleared",
        "",
        "",
      ])
  }

  @Test("At 40 columns a long address wraps, whole")
  func narrow() throws {
    let list = LinksList(addresses)
    let harness = ListHarness(
      dataSource: list, size: Size(width: 40, height: 9), theme: .monochrome)
    harness.adapter.sectionSpacing = 1
    expectScreen(
      harness.screen,
      [
        "> Read this example.org/a/…",
        "",
        "  Links",
        "  https://example.org/a/very/long/path/t",
        "  o/the/page/mastodon/shortens?q=1",
        "  https://other.example/",
        "  https://evil.example/␛[2Jcleared",
        "",
        "",
      ])
  }

  @Test("An address longer than six lines is cut with …; Enter opens it whole")
  func cutAndOpened() throws {
    let long = "https://example.org/" + String(repeating: "abcdefghij", count: 40)
    let list = LinksList([long])
    let harness = ListHarness(
      dataSource: list, size: Size(width: 24, height: 10), theme: .monochrome)
    expectScreen(
      try harness.press("j"),
      [
        "  Read this",
        "  example.org/a/…",
        "  Links",
        "> https://example.org/ab",
        "  cdefghijabcdefghijabcd",
        "  efghijabcdefghijabcdef",
        "  ghijabcdefghijabcdefgh",
        "  ijabcdefghijabcdefghij",
        "  abcdefghijabcdefghija…",
        "",
      ])
    try harness.press("<Enter>")
    #expect(list.opened == [.text(title: "Link", body: long)])
  }
}
