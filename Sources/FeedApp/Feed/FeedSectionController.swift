import FeedModel
import ListKit
import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The feed's entries, with the promos among them, as one section of any length: a million
/// entries cost a byte of layout each, and only the rows in view are ever made.
///
/// An item's identity is its entry's id (or its promo's id), so the selection stays on an entry
/// while the feed grows, a filter narrows it, promos arrive around it, or a feed read out of
/// order is put in order. Entries
/// are drawn compact or with a picture, by what each has. Enter opens an entry or a promo;
/// Space shows or hides what a content warning (or sensitive media) hides.
final class FeedSectionController: SectionController, DisplayObserver, PictureClient {
  private(set) var items = FeedItems(feed: Feed(), promos: [], matches: nil)
  private var metrics = ItemMetrics()
  private var measuredWidth = -1
  /// Whether the heights were measured with boxes for pictures (pictures on).
  private var measuredBoxes = true
  /// The items in view, and those near them, as the adapter last said.
  private var displayed: (visible: Range<Int>, nearby: Range<Int>) = (0..<0, 0..<0)
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  /// The moment a poll's end is compared with, in seconds since 1970: the time the feed
  /// was opened, so that drawing a row reads no clock.
  private let now: Int

  /// The feed of a document, whose polls' ends are compared with `now` (by default, the time
  /// it is made).
  init(state: DocumentState, navigator: (any AppNavigator)?, now: Int = Int(time(nil))) {
    self.state = state
    self.navigator = navigator
    self.now = now
  }

  var kind: SectionKind { .entry }
  var numberOfItems: Int { items.count }
  var itemSpacing: Int { 1 }

  func kind(ofItem index: Int) -> SectionKind {
    if case .promo = items.item(at: index) { return .promo }
    return .entry
  }

  func didUpdate(to object: any Diffable) {
    guard let model = object as? FeedListModel else { return }
    let old = items
    items = model.items
    if measuredWidth >= 0, items.extends(old), metrics.count == old.count {
      for index in old.count..<items.count {
        metrics.append(height: height(of: items.item(at: index), width: measuredWidth))
      }
    } else {
      measuredWidth = -1
    }
  }

  // MARK: - Layout

  func itemMetrics(width: Int) -> ItemMetrics? {
    if measuredWidth != width || metrics.count != items.count
      || measuredBoxes != state.reservesPictureBoxes
    {
      measuredWidth = width
      measuredBoxes = state.reservesPictureBoxes
      var measured = ItemMetrics()
      for index in 0..<items.count {
        measured.append(height: height(of: items.item(at: index), width: width))
      }
      metrics = measured
    }
    return metrics
  }

  func height(forItem index: Int, width: Int) -> Int {
    height(of: items.item(at: index), width: width)
  }

  private func height(of item: FeedItems.Item, width: Int) -> Int {
    switch item {
    case .entry(let position): layout(of: position, width: width).height
    case .promo(let promo): PromoRow(promo: promo).height(width: width)
    }
  }

  private func layout(of position: Int, width: Int) -> EntryRowLayout {
    EntryRowLayout(
      feed: items.feed, position: position, revealed: state.revealed.contains(position),
      width: width, pictures: state.reservesPictureBoxes)
  }

  // MARK: - Identity

  func identity(ofItem index: Int) -> AnyHashable {
    switch items.item(at: index) {
    case .entry(let position):
      AnyHashable(EntryIdentity(id: items.feed.id(at: position), position: position))
    case .promo(let promo): AnyHashable("promo:" + promo.id)
    }
  }

  func index(ofItemIdentity identity: AnyHashable) -> Int? {
    if let entry = identity.base as? EntryIdentity {
      // Mostly still where it was: the feed grew or a filter changed. Else searched by its id.
      let kept = entry.position < items.feed.count && items.feed.id(at: entry.position) == entry.id
      let position = kept ? entry.position : items.feed.position(ofID: entry.id)
      return position.flatMap(items.index(ofEntry:))
    }
    if let promo = identity.base as? String, promo.hasPrefix("promo:") {
      return items.index(ofPromo: String(promo.dropFirst(6)))
    }
    return nil
  }

  /// An entry's identity as an item: its id, which no promo's identity equals, with the
  /// position it had, where it is looked for first.
  struct EntryIdentity: Hashable {
    let id: String
    let position: Int

    static func == (left: Self, right: Self) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// The entry at an item, if it shows one.
  func position(ofItem index: Int) -> Int? {
    guard index >= 0, index < items.count, case .entry(let position) = items.item(at: index)
    else { return nil }
    return position
  }

  // MARK: - Drawing and acting

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    switch items.item(at: index) {
    case .entry(let position):
      var row = EntryRow(
        entry: items.feed.entry(
          at: position, commentLimit: EntryRow.commentLimit(width: buffer.width)),
        layout: layout(of: position, width: buffer.width),
        author: state.document.user(items.feed.author(at: position)),
        highlights: items.matches?.query.wordStrings ?? [])
      row.now = now
      // The filter does not search the one author of a feed of one: nor is the name lit.
      row.highlightsAuthor = items.feed.authors.count > 1
      row.replyTarget = row.entry.reply.map(state.document.replyTarget(of:))
      row.quoteTarget = row.entry.quote.map(state.document.quoteTarget(of:))
      row.boostTarget = row.entry.boost.flatMap(state.document.boostTarget(of:))
      if let boost = row.entry.boost,
        state.document.isOwnPostGone(entry: nil, author: boost.author)
      {
        // One's own post, which the archive holds unless it was deleted: until it is all
        // read, the post may still come.
        row.boostedPostNote = state.isLoading ? "" : " · not in this document"
      }
      if let quote = row.entry.quote, quote.isAccepted, quote.text == nil,
        state.document.isOwnPostGone(
          entry: (quote.entryID ?? quote.address).flatMap(state.document.feed.position(ofID:)),
          author: quote.author)
      {
        // As a boost of it says, once the document is all read.
        row.quotedPostIsGone = !state.isLoading
      }
      if let boost = row.entry.boost, row.entry.comment.isEmpty,
        let boosted = items.feed.position(ofID: boost.boostedEntryID)
      {
        // A boosted post behind a content warning shows the warning, not what it hides.
        let original = items.feed.entry(
          at: boosted, commentLimit: EntryRow.commentLimit(width: buffer.width))
        row.boostedText = original.warningLine ?? original.comment
      }
      if items.matches != nil {
        let feed = items.feed
        row.wholeText = {
          feed.entry(at: position, commentLimit: EntryRow.matchSearchLimit).comment
        }
      }
      let store = state.pictures
      row.drawPicture = { buffer, rect, media, context in
        // The feed crops a picture of extreme shape; the entry screen shows it whole.
        buffer.drawPicture(media, in: rect, store: store, crop: media.feedCrop, context: context)
      }
      row.mediaNote = { store?.plainNote(for: $0) }
      row.draw(into: &buffer, context: context)
    case .promo(let promo):
      PromoRow(promo: promo).draw(into: &buffer, context: context)
    }
  }

  func didSelect(item index: Int) {
    switch items.item(at: index) {
    case .entry(let position): navigator?.open(.entry(items.feed.id(at: position)))
    case .promo(let promo): navigator?.open(.promo(promo.id))
    }
  }

  func handle(_ key: Key, item index: Int) -> Bool {
    guard key == .space, case .entry(let position) = items.item(at: index) else { return false }
    let flags = items.feed.flags(at: position)
    guard flags.contains(.hasContentWarning) || flags.contains(.isSensitive) else { return false }
    state.toggleRevealed(position)
    if measuredWidth >= 0, index < metrics.count {
      metrics.setHeight(layout(of: position, width: measuredWidth).height, at: index)
    }
    return true
  }

  // MARK: - Pictures

  func displayedItemsDidChange(visible: Range<Int>, nearby: Range<Int>) {
    displayed = (visible, nearby)
  }

  /// The pictures of the entries in view, then of those near them.
  var wantedPictures: [PictureRequest] {
    guard let store = state.pictures, measuredWidth > 0 else { return [] }
    let order =
      Array(displayed.visible)
      + displayed.nearby.filter { !displayed.visible.contains($0) }
    return order.compactMap { index -> PictureRequest? in
      guard let position = position(ofItem: index) else { return nil }
      let layout = layout(of: position, width: measuredWidth)
      guard layout.hasMedia, !layout.isHidden, !layout.mediaHidden,
        let media = items.feed.entry(at: position, commentLimit: 0).media.first
      else { return nil }
      let box = Size(width: measuredWidth, height: layout.pictureRows)
      return try? store.request(for: media, box: box, crop: media.feedCrop).get()
    }
  }
}
