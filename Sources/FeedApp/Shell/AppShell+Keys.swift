import ListKit

extension AppShell {
  /// Handles a key: the help overlay and the filter prompt take keys first, then the
  /// current screen's list, then the app's own keys (q, ?, /, Esc, Backspace).
  public func handle(_ key: Key) -> Response {
    if key == .resize { return .continue }
    if key == .control("c") { return .quit }
    if isShowingHelp {
      if case .mouse = key { return .continue }
      isShowingHelp = false
      return .continue
    }
    if isEditingFilter, editFilter(with: key) { return .continue }
    if case .mouse(let event) = key {
      handleMouse(event)
      return .continue
    }
    if current.adapter.handle(key) { return .continue }
    return handleAppKey(key)
  }

  /// The app's own keys, used when the list did not want the key.
  func handleAppKey(_ key: Key) -> Response {
    switch key {
    case .character("q"):
      return .quit
    case .character("?"):
      isShowingHelp = true
    case .character("/"):
      if current is any FilterableScreen {
        isEditingFilter = true
        message = nil
      } else {
        show("/ filters the feed: press Esc to go back to it")
      }
    case .escape:
      if let screen = current as? any FilterableScreen, !screen.filter.isEmpty {
        screen.filter = ""
        message = nil
      } else if !back() {
        show("This is the first screen: q quits")
      }
    case .backspace:
      if !back() { show("This is the first screen: q quits") }
    case .space:
      show("Space collapses sections that have a header, such as Following")
    case .left, .right, .enter, .mouse:
      break
    default:
      show("\(key.notation) does nothing here: ? shows the keys")
    }
    return .continue
  }

  /// Types into the filter; returns whether the key was used.
  ///
  /// Arrows and paging keys are left for the list, so the selection can move while typing.
  func editFilter(with key: Key) -> Bool {
    guard let screen = current as? any FilterableScreen else {
      isEditingFilter = false
      return false
    }
    switch key {
    case .character(let character):
      screen.filter.append(character)
    case .backspace:
      if screen.filter.isEmpty { isEditingFilter = false } else { screen.filter.removeLast() }
    case .control("u"):
      screen.filter = ""
    case .enter:
      isEditingFilter = false
    case .escape:
      screen.filter = ""
      isEditingFilter = false
    default:
      return false
    }
    return true
  }

  /// Passes a mouse event to the list, in the list's own coordinates.
  func handleMouse(_ event: MouseEvent) {
    let area = listArea(for: lastSize)
    guard area.contains(Point(x: event.x, y: event.y)) else { return }
    var local = event
    local.x -= area.x
    local.y -= area.y
    current.adapter.handle(local)
  }
}
