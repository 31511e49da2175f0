import FeedModel
import ListKit

extension EntryRow {
  /// The author, the date and who may see the post unless anyone may, or who boosted what.
  ///
  /// An author with an address on a network is named as the network does, by display name and
  /// address: `Alice @alice@example.social`; a boost as `↻ Alice boosted @bob@example.social`.
  /// When the line is too narrow for all of it, the address (or `boosted` and whom a boost
  /// boosted, one phrase left out whole, when
  /// ``drawBoostByline(_:boosted:date:visibility:into:context:)`` cannot keep it) is left out
  /// first, then a long name is cut, down to half the line, then the visibility is left out
  /// (whole, never cut), and then the date is cut. A boost of one's own post is drawn so too,
  /// whom it boosted taking the address's place, when it has a visibility to show.
  func drawByline(into buffer: inout Buffer, context: RenderContext) {
    let bold = context.theme.accent.patched(with: .bold)
    let name = nameLine(Self.name(of: author) ?? entry.user.rawValue, buffer)
    let date = entry.displayDate.map { " · " + $0 } ?? ""
    let visibility = entry.visibility.label.map { " · " + $0 } ?? ""
    // A boost of one's own post names its author twice: there the second name gives way to
    // the visibility, as an author's address does on other rows.
    if let boost = entry.boost,
      !isOwnBoost || visibility.isEmpty,
      drawBoostByline(
        name, boosted: nameLine(boostTarget ?? boost.author ?? "a post", buffer), date: date,
        visibility: visibility, into: &buffer, context: context)
    {
      return
    }
    // What follows the name and stays with it (a boost's verb), and what gives way first.
    let lead = entry.boost == nil ? name : "↻ " + name
    let verb = entry.boost == nil ? "" : " boosted"
    let other: String? =
      if let boost = entry.boost {
        " " + nameLine(boostTarget ?? boost.author ?? "a post", buffer)
      } else if let address = author?.address.map({ nameLine($0, buffer) }), !address.isEmpty,
        address != name
      {
        " " + address
      } else {
        nil
      }
    let tail = date.displayWidth + visibility.displayWidth
    // The name gives way to the date and visibility, but keeps half the line; a boost's verb
    // goes (whole) before its name is cut, since `↻` says it too.
    let width = buffer.width
    let room = { (whole: Int) -> Int in
      let floor = min(whole, max(1, width / 2))
      let room = width - tail >= floor ? width - tail : max(floor, width - date.displayWidth)
      return min(width, room)
    }
    // A boost's verb and whom it boosted are one phrase, kept or left out whole: `↻ Alice
    // boosted ·` would leave the verb dangling, and `↻ Alice a post` reads as nonsense.
    let phrase = verb + (other ?? "")
    let keepsPhrase =
      !verb.isEmpty && lead.displayWidth + phrase.displayWidth + tail <= buffer.width
    let shown = keepsPhrase ? lead : lead.truncated(toWidth: room(lead.displayWidth))
    var used = buffer.write(shown, x: 0, y: 0, style: bold)
    if keepsPhrase {
      used += buffer.write(phrase, x: used, y: 0, style: context.theme.secondary)
    } else if let other, entry.boost == nil, used + other.displayWidth + tail <= buffer.width {
      used += buffer.write(other, x: used, y: 0, style: context.theme.secondary)
    }
    if !date.isEmpty, used < buffer.width {
      // A date too long for the room drops its zone, then its time, before it is cut.
      let room = buffer.width - used
      let forms = Self.shorterForms(of: date)
      let fitting = forms.first { $0.displayWidth <= room } ?? forms[forms.count - 1]
      used += buffer.write(
        fitting.truncated(toWidth: room), x: used, y: 0, style: context.theme.secondary)
    }
    if !visibility.isEmpty, used + visibility.displayWidth <= buffer.width {
      buffer.write(visibility, x: used, y: 0, style: context.theme.secondary)
    }
    if entry.boost == nil, highlightsAuthor {
      Highlighter.apply(
        context.theme.highlight, to: highlights, in: shown, x: 0, y: 0, buffer: &buffer)
    }
  }

  /// Whether the entry boosts a post of its own author's, whom its boost names by their
  /// address or id.
  var isOwnBoost: Bool {
    guard let boosted = entry.boost?.author else { return false }
    return boosted == entry.user.rawValue || boosted == author?.address
  }

  /// A byline's date part and its shorter forms, longest first.
  ///
  /// ` · 2024-01-04 10:30 UTC`, then without the zone, then without the time. A date shown as
  /// written (not ISO 8601) has no shorter form.
  static func shorterForms(of date: String) -> [String] {
    let words = date.split(separator: " ", omittingEmptySubsequences: false)
    // " · 2024-01-04 10:30 UTC" splits into "", "·", the day, the time and the zone.
    guard words.count == 5, words[2].count == 10, words[3].count == 5,
      words[3].contains(":")
    else { return [date] }
    return [date, words[0...3].joined(separator: " "), words[0...2].joined(separator: " ")]
  }

  /// Draws a boost's byline keeping whom it boosted, `↻ Alice boosted @bob@example.social ·
  /// date`, and returns whether it fits.
  ///
  /// In an archive the booster is always its owner, so whom a boost boosted says more than the
  /// booster's name: the visibility is left out first, then the booster's name is cut (to a fifth
  /// of the line), then the date drops its zone and then its time, and then whom it boosted is
  /// cut (to a fifth of the line too). Nothing is drawn when even that does not fit.
  func drawBoostByline(
    _ name: String, boosted: String, date: String, visibility: String,
    into buffer: inout Buffer, context: RenderContext
  ) -> Bool {
    let width = buffer.width
    let lead = "↻ " + name
    let verb = " boosted"
    let other = " " + boosted
    let floor = { (text: String) in min(text.displayWidth, max(6, width / 5)) }
    let fixed = verb.displayWidth + other.displayWidth
    var layout: (lead: Int, other: Int, date: String, visibility: String)?
    if lead.displayWidth + fixed + date.displayWidth + visibility.displayWidth <= width {
      layout = (lead.displayWidth, other.displayWidth, date, visibility)
    }
    let forms = Self.shorterForms(of: date)
    for form in forms where layout == nil {
      let room = width - fixed - form.displayWidth
      if room >= floor(lead) {
        layout = (min(room, lead.displayWidth), other.displayWidth, form, "")
      }
    }
    if layout == nil, let form = forms.last {
      let room = width - verb.displayWidth - form.displayWidth - floor(lead)
      if room >= floor(other) { layout = (floor(lead), room, form, "") }
    }
    if layout == nil, forms.count == 1 {
      // A date written as it was, not ISO 8601, has no shorter form: it is cut instead.
      let rest = width - floor(lead) - verb.displayWidth
      let otherRoom = min(
        other.displayWidth, max(floor(other), rest - min(date.displayWidth, 12)))
      let dateRoom = rest - otherRoom
      if dateRoom >= min(date.displayWidth, 12) {
        layout = (floor(lead), otherRoom, date.truncated(toWidth: dateRoom), "")
      }
    }
    guard let layout else { return false }
    var used = buffer.write(
      Self.cut(lead, toWidth: layout.lead), x: 0, y: 0,
      style: context.theme.accent.patched(with: .bold))
    used += buffer.write(verb, x: used, y: 0, style: context.theme.secondary)
    used += buffer.write(
      Self.cut(other, toWidth: layout.other), x: used, y: 0, style: context.theme.secondary)
    buffer.write(layout.date + layout.visibility, x: used, y: 0, style: context.theme.secondary)
    return true
  }

  /// A name cut to a width, without a space before its `…` (`↻ Alice…`, not `↻ Alice …`).
  static func cut(_ text: String, toWidth width: Int) -> String {
    let cut = text.truncated(toWidth: width)
    guard cut.hasSuffix(" …") else { return cut }
    return String(cut.dropLast(2)) + "…"
  }
}
