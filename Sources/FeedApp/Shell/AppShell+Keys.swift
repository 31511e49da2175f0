import AppCore
import ListKit

extension AppShell {
  /// Handles an event: a resize lays the screen on top out again; a key goes to the help overlay or
  /// the filter prompt first, then the current screen's list, then the app's own keys (q, ?, /,
  /// !, Esc, Backspace, ^L); the mouse goes to the list or the status line.
  ///
  /// A message in the status line lasts until the next input that acts: a key, even one the
  /// app has no use for (`Key/unknown`, such as F1, which does nothing else), the mouse or a
  /// paste. Each of them but a count's digit and the key that takes it forgets the count, as in
  /// vim.
  ///
  /// A key that types into the filter only changes its text; the list is filtered once the
  /// batch of events is over (``didHandleBatch()``), or at once outside a batch. Every other
  /// event first applies the filter typed before it, so that it acts on the list as typed.
  public func handle(_ event: Event) -> AppResponse {
    // The terminal's background colour is no input: pictures are drawn again over it.
    if case .background(let color) = event { return takeBackground(color) }
    if !typesIntoFilter(event) { applyFilter() }
    // Any input but a resize (or a resume, which is no input) stops End following the end of
    // a text being wrapped.
    switch event {
    case .resize, .resume: break
    default: followsEnd = false
    }
    defer {
      layOutView()
      if !isHandlingBatch { finishEvents() }
    }
    switch event {
    case .resize(let width, let height):
      resize(to: Size(width: width, height: height))
      return .continue
    case .paste(let text):
      statusMessage = nil
      forgetCounts()
      paste(text)
      return .continue
    case .mouse(let mouse):
      forgetCounts()
      if help != nil {
        statusMessage = nil
        scrollHelp(with: mouse)
      } else {
        handleMouse(mouse)
      }
      return .continue
    case .background:
      return .continue
    case .resume:
      // Back from ^Z and `fg`: a count typed before the stop is forgotten, and the count
      // shown in the status line with it.
      if current.adapter.pendingCount != nil || help?.count != nil { statusMessage = nil }
      forgetCounts()
      return .continue
    case .key(.unknown):
      statusMessage = nil
      forgetCounts()
      return .continue
    case .key(let key):
      statusMessage = nil
      return handle(key)
    }
  }

  /// Handles a key.
  func handle(_ key: Key) -> AppResponse {
    if key == .control("c") { return .quit }
    // Esc and a key that arrive together read as Alt and the key: a quick Esc then j over SSH,
    // or through tmux's escape delay. But where the prompt edits with it (Alt+b, f, d and
    // Backspace), they are the two keys, as vim takes them.
    if case .alt(let second) = key,
      !(isEditingFilter && help == nil && Self.promptAltKeys.contains(key))
    {
      let first = handle(.escape)
      guard first != .quit else { return first }
      // The key acts on the list as Esc left it: a filter it cleared is cleared.
      applyFilter()
      return handle(second)
    }
    if help != nil {
      if takeHelpCount(key) || scrollHelp(with: key) { return .continue }
      // ^L redraws the screen as it is, help and all.
      if key == .control("l") { return .redraw }
      // Any other key closes the help and then acts, as in lazygit or k9s (`?` then `/` opens
      // the filter); those that would close it anyway, or quit, only close it.
      help = nil
      if [.character("q"), .character("?"), .escape, .backspace].contains(key) { return .continue }
    }
    if isEditingFilter, editFilter(with: key) { return .continue }
    // End shows the end laid out so far, and follows it until the rest is laid out; while the
    // document loads, the list's end, until the rest has arrived.
    if current.adapter.dispatcher.command(for: key) == .bottom {
      if hasLayoutLeft { followsEnd = true }
      if state.isLoading { current.adapter.followsEnd = true }
    }
    // A count before the app's own `n` or `N` (`3n`) is the list's until its key comes.
    let count = current.adapter.pendingCount
    // Where Space pages, as in less, it folds only a header the arrows selected, as Enter
    // does; paging on never stops on a header, so holding Space never folds.
    if key == .space, current.pagesWithSpace {
      current.adapter.forgetCount()
      if current.adapter.selection?.part == .header {
        current.adapter.perform(.toggleCollapse)
        return .continue
      }
      return handleAppKey(key, count: count ?? 1)
    }
    let tapped = tapWitness(for: key)
    if current.adapter.handle(key) {
      // A count being typed shows where the message goes, as vim shows it, until its key.
      if let count = current.adapter.pendingCount { show(StatusMessage("\(count)")) }
      if let tapped, tapDidNothing(since: tapped) { show(Self.doesNothing(key)) }
      return .continue
    }
    return handleAppKey(key, count: count ?? 1)
  }

  /// Pasted text goes into the filter, never runs as keys: typed into the prompt when it is
  /// open, else it opens the prompt with the text on a screen that filters; elsewhere, and
  /// over the help, it is ignored, with a word on where it would go.
  func paste(_ text: String) {
    guard help == nil else { return }
    guard let screen = current as? any FilterableScreen else {
      show(StatusMessage("Paste goes into the feed's filter", or: "Paste filters the feed"))
      return
    }
    let words = Self.pastedWords(text)
    guard isEditingFilter || !words.allSatisfy({ $0 == " " }) else { return }
    isEditingFilter = true
    // At the prompt's cursor, which stays after what was pasted.
    let text = Array(screen.filter)
    let cursor = filterCursor(in: text)
    screen.filter = String(text[..<cursor]) + words + String(text[cursor...])
  }

  /// Pasted text as one line of the filter: line breaks and tabs read as spaces (those at its
  /// ends, as a copied line brings, dropped), other control characters dropped.
  static func pastedWords(_ text: String) -> String {
    var line = ""
    let trimmed = text.drop { $0.isNewline }.reversed().drop { $0.isNewline }.reversed()
    for character in trimmed {
      if character.isNewline || character == "\t" {
        line.append(" ")
      } else if !character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control
      }) {
        line.append(character)
      }
    }
    return line
  }

  /// Lays the screen on top out for a new size; the others, when they are on top again.
  func resize(to size: Size) {
    self.size = size
    let area = listArea(for: size).size
    // A view at the end of a long text stays at its end while it is wrapped at the new width.
    let adapter = current.adapter
    let atEnd = adapter.scrollTop + adapter.viewport.height >= adapter.layout.totalHeight
    // The screens below are laid out for it when they are on top again.
    adapter.setViewport(area)
    if atEnd, hasLayoutLeft { followsEnd = true }
  }

  /// The app's own keys, used when the list did not want the key; `count` is the count typed
  /// before it, which `n` and `N` go by (`3n` is the third match on).
  func handleAppKey(_ key: Key, count: Int = 1) -> AppResponse {
    switch key {
    case .character("q"):
      return .quit
    case .character("?"):
      showHelp()
    case .character("/"):
      if current is any FilterableScreen {
        isEditingFilter = true
      } else {
        show(filterAdvice)
      }
    case .character("!"):
      if current.route != .warnings { open(.warnings) }
    case .character("y"):
      copySelection()
    case .character("n") where hasKeptFilter, .character("N") where hasKeptFilter:
      // The next match or the one before, as after a search in vim and less.
      if let screen = current as? any FilterableScreen {
        selectMatch(on: screen, forward: key == .character("n"), count: count)
      }
    case .control("l"):
      return .redraw
    case .escape, .backspace:
      // Both go back, as the help says; a kept filter is cleared first, as in the prompt.
      if let screen = current as? any FilterableScreen, !screen.filter.isEmpty {
        screen.filter = ""
      } else if !back() {
        show(Self.firstScreen)
      }
    case .space where current.pagesWithSpace && current.adapter.selection != nil:
      // Where Space folds nothing on a text, it pages down, and `b` up, as in less.
      current.adapter.perform(.pageDown, count: count)
      stepOffHeader()
    case .character("b") where current.pagesWithSpace:
      current.adapter.perform(.pageUp, count: count)
    case .space:
      show(
        current.adapter.selection == nil
          ? StatusMessage("Nothing here to show", or: "Nothing here") : current.spaceAdvice)
    default:
      // Keys the list knows do nothing at an edge, silently; Alt with a key, which only the
      // filter's prompt uses, as other keys a list has no use for (F1).
      if current.adapter.dispatcher.command(for: key) != nil || Self.silentKeys.contains(key) {
        break
      }
      if case .alt = key { break }
      show(Self.doesNothing(key))
    }
    return .continue
  }

  /// Forgets the count typed so far, the list's or the help's, and a `g` before: for input
  /// that is neither a digit nor the key that takes the count (a click, a paste, F1).
  func forgetCounts() {
    current.adapter.forgetCount()
    help?.count = nil
    help?.followsG = false
  }

  /// Whether the screen on top keeps a filter, for `n` and `N` to move between its matches.
  var hasKeptFilter: Bool { !((current as? any FilterableScreen)?.filter.isEmpty ?? true) }

  /// The Alt keys the filter's prompt edits with.
  static let promptAltKeys: Set<Key> = [
    .alt(.character("b")), .alt(.character("f")), .alt(.character("d")), .alt(.backspace),
  ]

  /// Keys that are valid somewhere in a list and so never complain at an edge.
  ///
  /// The list's own commands are silent too. Left and Right (`h`, `l`) are not among them: the
  /// history row uses them, at its edges too, and elsewhere they do nothing, and say so as any
  /// key does.
  static let silentKeys: Set<Key> = [.enter, .home, .end]

  /// Whether an event only edits the filter's text, in the open prompt.
  ///
  /// A character, Backspace, ^U or ^W: those may wait for the end of the batch to filter the
  /// list.
  func typesIntoFilter(_ event: Event) -> Bool {
    guard case .key(let key) = event, isEditingFilter, help == nil,
      current is any FilterableScreen
    else { return false }
    switch key {
    case .character, .backspace, .control("u"), .control("w"): return true
    default: return false
    }
  }

  /// Passes a mouse event to the list, in the list's own coordinates; a click on the count of
  /// warnings in the status line opens them, one on `? help` in the title bar the help, and one
  /// on a crumb of the title bar goes back to that screen.
  ///
  /// On those, where a click acts, every press is a click: the second of a double click and
  /// the presses after it too, so that quick clicks on `…` each go a screen back. The wheel
  /// turned over the title bar or the status line scrolls the list, as over the list.
  func handleMouse(_ event: MouseEvent) {
    let onCounter =
      event.y == size.height - 1 && size.height >= 2
      && warningCounterColumns(width: size.width)?.contains(event.x) == true
    let onHelp =
      event.y == 0 && size.height >= 3
      && helpHintColumns(width: size.width)?.contains(event.x) == true
    // Any turn or click clears the message, as a key does; the counter was found where it
    // was drawn, beside the message.
    statusMessage = nil
    let isPress = event.action == .click || event.action == .doubleClick
    if onCounter, isPress {
      if current.route != .warnings { open(.warnings) }
      return
    }
    if onHelp, isPress {
      showHelp()
      return
    }
    // A click on a crumb of the title bar goes back to that screen; the document's name, to
    // the first; the `…`, to the deepest screen it stands for.
    let width = trailWidth(size.width)
    if event.y == 0, size.height >= 3, isPress,
      let crumb = Self.crumb(atColumn: event.x, in: trailParts(width: width), width: width)
    {
      back(to: max(0, crumb - 1))
      return
    }
    let area = listArea(for: size)
    var local = event
    // The wheel over the title bar or the status line turns over the list's nearest line.
    if event.action == .wheelUp || event.action == .wheelDown, area.height > 0 {
      local.y = min(max(event.y, area.y), area.y + area.height - 1)
    }
    guard area.contains(Point(x: local.x, y: local.y)) else { return }
    local.x -= area.x
    local.y -= area.y
    current.adapter.handle(local)
  }
}
