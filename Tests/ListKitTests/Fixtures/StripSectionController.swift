import ListDiff
import ListKit
import Render

/// Draws a ``Strip`` as a horizontal list of names.
final class StripSectionController: HorizontalModelSectionController<Strip> {
  var strip = Strip(id: "", names: [])
  let log: EventLog

  init(log: EventLog) { self.log = log }

  override var kind: SectionKind { "strip" }
  override var numberOfElements: Int { strip.names.count }
  override func width(ofElement index: Int) -> Int { strip.names[index].displayWidth }
  override func identity(ofElement index: Int) -> AnyHashable { strip.names[index] }

  override func renderElement(_ index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(strip.names[index], x: 0, y: 0)
  }

  override func didSelect(element index: Int) { log.record("open \(strip.names[index])") }

  override func didUpdate(model: Strip) { strip = model }
}
