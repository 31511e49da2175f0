import ListKit
import Render
import Testing

@testable import FeedApp

@Suite("The status line at every width from 1 to 120 fits, cuts with …, and keeps its priority")
struct StatusLinePriorityPropertyTests {
  /// What a part of the status line is, in the priority it is kept by: the first is kept last.
  enum Item: Int, Comparable, CustomStringConvertible {
    case message, position, counter, filter

    static func < (lhs: Item, rhs: Item) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String { ["message", "position", "counter", "filter"][rawValue] }
  }

  /// One state of the app to draw the status line of, and how to reach it.
  struct State: CustomStringConvertible {
    var description: String
    var warnings: Int
    var keys: String
    var message: StatusMessage?
    var tall: Bool
  }

  /// Every mix of a message (none, one form, several, wide characters), a kept filter,
  /// warnings, and the selection on a row taller than the view (`lines 1–4/8`) or not.
  static let states: [State] = {
    let messages: [(String, StatusMessage?)] = [
      ("no message", nil),
      ("Copied", StatusMessage("Copied https://example.com/@boo/110000000000000001")),
      ("does nothing", AppShell.doesNothing(.character("x"))),
      ("wide", StatusMessage("コピーしました: 日本語のアドレス", or: "コピーしました")),
    ]
    var states: [State] = []
    for (name, message) in messages {
      for warnings in [1, 46] {
        for filter in ["", "/lunch<Enter>"] {
          for tall in [false, true] {
            states.append(
              State(
                description:
                  "\(name), \(warnings) warnings, filter \(filter.isEmpty ? "no" : "yes"), tall \(tall)",
                warnings: warnings, keys: filter + (tall ? "gg" : "G"), message: message, tall: tall
              ))
          }
        }
      }
    }
    return states
  }()

  /// A feed of 36 entries, the first with a poll of five options, taller than a screen of six
  /// lines' list, every fifth saying `lunch`, and the given number of warnings.
  static func json(warnings: Int) -> String {
    let options = (1...5).map { #"{"title":"option \#($0)","votes":\#($0)}"# }
    var feed = [
      #"{"id":"f0","user":"u1","comment":"lunch poll","postedAt":"2016-12-19T12:44:03Z","poll":{"options":[\#(options.joined(separator: ","))]}}"#
    ]
    feed += (1..<36).map {
      #"{"id":"f\#($0)","user":"u1","comment":"\#($0 % 5 == 0 ? "lunch" : "entry") \#($0)","postedAt":"2016-12-19T12:44:03Z"}"#
    }
    feed += (0..<warnings).map { #"{"id":"x\#($0)","user":"nobody\#($0)","comment":"lost"}"# }
    return #"{"users":[{"id":"u1","nickname":"boo"}],"feed":["# + feed.joined(separator: ",")
      + "]}"
  }

  /// Which item each shown text is: the message and the filter by their forms, the counter at
  /// the right, the position by what is left.
  static func items(
    in layout: StatusLine.Layout, message: StatusMessage?
  )
    -> [(item: Item, text: String)]
  {
    var items: [(Item, String)] = []
    let left =
      layout.text.isEmpty
      ? [] : layout.text.dropFirst().components(separatedBy: StatusLine.separator)
    for text in left {
      if let message,
        message.forms.contains(text)
          || (text.hasSuffix("…")
            && message.forms[message.forms.count - 1].hasPrefix(text.dropLast()))
      {
        items.append((.message, text))
      } else if text.hasPrefix("/") {
        items.append((.filter, text))
      } else {
        items.append((.position, text))
      }
    }
    if let counter = layout.counter { items.append((.counter, counter)) }
    return items
  }

  @Test(
    "never wider than the screen, never a wide character split, the order kept", arguments: states)
  func everyWidth(state: State) throws {
    let app = try AppHarness(
      json: Self.json(warnings: state.warnings), size: Size(width: 80, height: 6))
    try app.press(state.keys)
    if let message = state.message { app.shell.show(message) }
    let least = AppShell.leastMessageWidth
    for width in 1...120 {
      let screen = app.screen(width, 6)
      // The status line as the frame draws it: every cell of a wide character whole.
      for x in 0..<width where screen[x, 5].isContinuation {
        #expect(x > 0 && screen[x - 1, 5].grapheme.displayWidth == 2, "\(state) at \(width)")
      }
      #expect(screen[width - 1, 5].grapheme.displayWidth < 2, "\(state) at \(width)")
      let line = app.shell.statusLine
      let layout = app.shell.statusLayout(width: width)
      let counterWidth = layout.counter.map { $0.displayWidth + (layout.text.isEmpty ? 1 : 2) } ?? 0
      let used = layout.text.displayWidth + counterWidth
      let drawn = screen.lines[5]
      if used > width {
        // Only the most important part, alone, is cut at the edge, and says so.
        #expect(layout.counter == nil, "\(state) at \(width)")
        #expect(drawn.hasSuffix("…"), "\(state) at \(width): \(drawn)")
      }
      let items = Self.items(in: layout, message: state.message)
      // Shown in the order of the line: message, position, filter; the counter at the right.
      let order = items.map(\.item).filter { $0 != .counter }
      #expect(order == order.sorted(), "\(state) at \(width): \(items)")
      // A message is never gone: whole, or cut with `…`.
      if state.message != nil {
        #expect(items.first?.item == .message || drawn.hasSuffix("…"), "\(state) at \(width)")
      }
      // An item is missing only where not even its shortest form fits beside those shown
      // that it outranks: nothing goes to make room for something less important.
      let shown = Set(items.map(\.item))
      let expected: [(Item, Int)] =
        (state.message.map {
          [(Item.message, min(least, $0.forms[$0.forms.count - 1].displayWidth))]
        } ?? [])
        + [(.position, line.parts[state.message == nil ? 0 : 1].forms.last?.text.displayWidth ?? 0)]
        + (line.counter.map { [(Item.counter, $0.forms.last?.text.displayWidth ?? 0)] } ?? [])
      for (item, itemWidth) in expected where !shown.contains(item) {
        for lower in shown where lower > item {
          #expect(
            used + itemWidth + StatusLine.separator.count > width,
            "\(state) at \(width): \(item) gone while \(lower) shows: \(drawn)")
        }
      }
    }
  }
}
