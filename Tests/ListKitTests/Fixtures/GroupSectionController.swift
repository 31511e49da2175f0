import ListDiff
import ListKit
import Render

/// Draws a ``Group``: a header "▾ Title (count)", one item per text, and a footer.
final class GroupSectionController: SectionController {
  var group = Group(id: "", items: [])
  var updates = 0
  let log: EventLog

  init(log: EventLog) { self.log = log }

  var kind: SectionKind { "group" }
  var numberOfItems: Int { group.items.count }
  var isCollapsible: Bool { group.collapsible }

  func height(forItem index: Int, width: Int) -> Int {
    group.items[index].split(separator: "\n", omittingEmptySubsequences: false).count
  }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let lines = group.items[index].split(separator: "\n", omittingEmptySubsequences: false)
    for (line, text) in lines.enumerated() {
      buffer.draw(String(text), in: Rect(x: 0, y: line, width: context.width, height: 1))
    }
  }

  func didUpdate(to object: any Diffable) {
    if let group = object as? Group { self.group = group }
    updates += 1
  }

  func canSelect(item index: Int) -> Bool { !group.unselectable.contains(index) }

  func didSelect(item index: Int) { log.record("tap \(group.id)[\(index)]") }

  func headerHeight(width: Int) -> Int { group.title == nil ? 0 : 1 }

  func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    let mark = context.isCollapsed ? "▸" : "▾"
    buffer.draw("\(mark) \(group.title ?? "") (\(group.items.count))", in: buffer.area)
  }

  func footerHeight(width: Int) -> Int { group.footer == nil ? 0 : 1 }

  func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    buffer.draw(group.footer ?? "", in: buffer.area)
  }
}

/// Draws a ``Divider`` as a rule that the selection skips.
final class DividerSectionController: SectionController {
  var kind: SectionKind { "divider" }
  var numberOfItems: Int { 1 }
  func height(forItem index: Int, width: Int) -> Int { 1 }
  func canSelect(item index: Int) -> Bool { false }
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(String(repeating: "─", count: context.width), x: 0, y: 0)
  }
  func didUpdate(to object: any Diffable) {}
}

/// Draws ``Numbers`` as "item N" rows and counts every row it draws.
final class NumbersSectionController: SectionController, WorkingRangeObserver {
  var numbers = Numbers(id: "", count: 0)
  let log: EventLog

  init(log: EventLog) { self.log = log }

  var kind: SectionKind { "numbers" }
  var numberOfItems: Int { numbers.count }
  func height(forItem index: Int, width: Int) -> Int { 1 }
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    log.renderCalls += 1
    buffer.draw("item \(index)", in: buffer.area)
  }
  func didUpdate(to object: any Diffable) {
    if let numbers = object as? Numbers { self.numbers = numbers }
  }
  func sectionWillEnterWorkingRange() { log.record("enter \(numbers.id)") }
  func sectionDidExitWorkingRange() { log.record("exit \(numbers.id)") }
}
