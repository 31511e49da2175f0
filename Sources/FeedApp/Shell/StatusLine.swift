/// The parts of the status line and how they give way on a narrow screen: a pure layout.
///
/// Each part has forms, longest first, and each form a rank: the lower its rank, the sooner a
/// form gives way to the part's next, shorter one, or the last to nothing. Parts give way one
/// step at a time, lowest rank first, until the line fits; then any part that could be longer
/// again is, most important first, but a part's detail (a longer form) only if it gives way
/// after every form of another part that is still given way. So a part is shown whole or not at all: the position
/// drops its kind word and the counter its noun (`⚠ 46`) before anything else goes. The one
/// exception is a part that may be cut (a key's message): when its last form's turn to give way
/// comes, it is cut with `…` to the room left, and goes only when not even ``Part/leastWidth``
/// columns of it fit.
struct StatusLine {
  /// One part: its forms, longest first, each with the rank at which it gives way.
  struct Part {
    /// The forms and their ranks, longest first.
    var forms: [(text: String, rank: Int)]

    /// A part of one form.
    init(_ text: String, rank: Int) { forms = [(text, rank)] }

    /// The fewest columns the last form may be cut to, with `…`, before it gives way; nil for
    /// a part that is shown whole or not at all.
    var leastWidth: Int?

    /// A part of several forms.
    init(_ forms: [(text: String, rank: Int)]) { self.forms = forms }

    /// A part of several forms whose last may be cut to no fewer than `leastWidth` columns.
    init(_ forms: [(text: String, rank: Int)], cutTo leastWidth: Int) {
      self.forms = forms
      self.leastWidth = leastWidth
    }

    /// How long the part is kept at all: the rank of its last form.
    var importance: Int { forms.last?.rank ?? 0 }
  }

  /// What the line shows at a width: the text at the left and the counter at the right.
  struct Layout: Equatable {
    /// The left text, with its leading blank; empty for none.
    var text: String
    /// The counter, drawn one column in from the right edge; nil for none.
    var counter: String?
  }

  /// The parts at the left, in the order shown.
  var parts: [Part]
  /// The warnings counter at the right, if there are warnings.
  var counter: Part?

  /// What separates the parts at the left.
  static let separator = "  │  "

  /// The forms shown at a width: the lowest ranked give way first, a step at a time; if even
  /// the most important part's shortest form does not fit, that form alone, to be cut.
  func layout(width: Int) -> Layout {
    let all = parts + (counter.map { [$0] } ?? [])
    // The index of the form each part shows; a part's form count means it is gone.
    var shown = Array(repeating: 0, count: all.count)
    // The part cut to the room left, and the columns it is cut by.
    var cut: (part: Int, by: Int)?
    func layout() -> Layout {
      let left = parts.indices.compactMap { index -> String? in
        guard shown[index] < parts[index].forms.count else { return nil }
        let text = parts[index].forms[shown[index]].text
        guard let cut, cut.part == index else { return text }
        return text.truncated(toWidth: text.displayWidth - cut.by)
      }
      let text = left.isEmpty ? "" : " " + left.joined(separator: Self.separator)
      let last = all.count - 1
      let counterText =
        counter != nil && shown[last] < all[last].forms.count
        ? all[last].forms[shown[last]].text : nil
      return Layout(text: text, counter: counterText)
    }
    func excess(_ layout: Layout) -> Int {
      let counterWidth = layout.counter.map { $0.displayWidth + (layout.text.isEmpty ? 1 : 2) } ?? 0
      return layout.text.displayWidth + counterWidth - width
    }
    func fits(_ layout: Layout) -> Bool { excess(layout) <= 0 }
    while !fits(layout()) {
      let candidates = all.indices.filter { shown[$0] < all[$0].forms.count }
      guard
        let lowest = candidates.min(by: {
          all[$0].forms[shown[$0]].rank < all[$1].forms[shown[$1]].rank
        })
      else { break }
      // A part that may be cut is, on its last form, when enough of it is left.
      if lowest < parts.count, let least = parts[lowest].leastWidth,
        shown[lowest] == parts[lowest].forms.count - 1,
        case let text = parts[lowest].forms[shown[lowest]].text,
        text.displayWidth - excess(layout()) >= min(least, text.displayWidth)
      {
        cut = (lowest, excess(layout()))
        break
      }
      shown[lowest] += 1
    }
    // Longer again where there is room now, most important first: a part that went comes
    // back, but a detail (the kind word, the counter's noun) only if it gives way after every
    // form of another part that is still given way: never `entry` while the filter, or only
    // its count of matches, is gone.
    func highestGivenWay(besides part: Int) -> Int {
      all.indices.filter { $0 != part && shown[$0] > 0 }
        .map { all[$0].forms[shown[$0] - 1].rank }.max() ?? .min
    }
    for index in all.indices.sorted(by: { all[$0].importance > all[$1].importance })
    where cut == nil {
      while shown[index] > 0,
        shown[index] == all[index].forms.count
          || all[index].forms[shown[index] - 1].rank >= highestGivenWay(besides: index)
      {
        shown[index] -= 1
        if !fits(layout()) {
          shown[index] += 1
          break
        }
      }
    }
    if layout().text.isEmpty, layout().counter == nil,
      let most = parts.indices.max(by: { parts[$0].importance < parts[$1].importance })
    {
      shown[most] = parts[most].forms.count - 1
    }
    return layout()
  }
}
