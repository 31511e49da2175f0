import Input
import ListDiff
import Render

/// A section controller for one model of a known type: the typed model arrives in
/// ``didUpdate(model:)``, with no cast, and the section has one item while there is a model.
///
/// ```swift
/// final class ProfileSectionController: ModelSectionController<Profile> {
///   override func height(forItem index: Int, width: Int) -> Int { 2 }
///   override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
///     guard let profile = model else { return }
///     buffer.write(profile.name, x: 0, y: 0, style: context.theme.emphasis)
///   }
/// }
/// ```
open class ModelSectionController<Model: Diffable>: SectionController {
  /// The section's model, once it arrived.
  public private(set) var model: Model?
  /// What ``didUpdate(to:)`` could not take, until the adapter takes it.
  private var warnings: [String] = []

  /// Creates the controller.
  public init() {}

  /// Receives the typed model.
  ///
  /// Override to react to a new one. Does nothing by default.
  open func didUpdate(model: Model) {}

  /// Stores the model if it is of the controller's type, then calls ``didUpdate(model:)``.
  ///
  /// An object of another type (the data source gave this controller for the wrong model) is
  /// ignored with a warning (see ``takeWarnings()``) naming both types.
  public final func didUpdate(to object: any Diffable) {
    guard let model = object.cast(to: Model.self) else {
      warnings.append(wrongTypeWarning(expecting: Model.self, given: object))
      return
    }
    self.model = model
    didUpdate(model: model)
  }

  /// The objects ``didUpdate(to:)`` ignored for being of another type, since the last call.
  ///
  /// A subclass can add warnings of its own to these: they reach `ListAdapter/onWarning`
  /// after each update of the section.
  open func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }

  /// The section's kind: by default, the controller's type name without generic arguments
  /// and without `SectionController` (see ``SectionKind/init(namingTypeOf:)``).
  open var kind: SectionKind { SectionKind(namingTypeOf: self) }

  /// One item while there is a model.
  open var numberOfItems: Int { model == nil ? 0 : 1 }

  /// One line by default.
  open func height(forItem index: Int, width: Int) -> Int { 1 }

  /// Draws nothing by default.
  open func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {}

  /// Draws the lines of an item in view.
  ///
  /// By default, the whole item with ``render(item:into:context:)``, with the lines copied out.
  /// Override it for items that can be far taller than a screen.
  open func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    renderWhole(item: index, lines: lines, into: &buffer, context: context)
  }

  /// Every item can be selected by default.
  open func canSelect(item index: Int) -> Bool { true }

  /// Does nothing by default.
  open func didSelect(item index: Int) {}

  /// Uses no keys by default.
  open func handle(_ key: Key, item index: Int) -> Bool { false }

  /// Uses no clicks beyond selecting the item, by default.
  open func handleClick(item index: Int, column: Int) -> Bool { false }

  /// No header by default.
  open func headerHeight(width: Int) -> Int { 0 }

  /// Draws nothing by default.
  open func renderHeader(into buffer: inout Buffer, context: RenderContext) {}

  /// No footer by default.
  open func footerHeight(width: Int) -> Int { 0 }

  /// Draws nothing by default.
  open func renderFooter(into buffer: inout Buffer, context: RenderContext) {}

  /// Not collapsible by default.
  open var isCollapsible: Bool { false }

  /// An expanded header holds no selection by default.
  open var selectsHeader: Bool { false }

  /// Every item is of the section's kind, by default.
  open func kind(ofItem index: Int) -> SectionKind { kind }

  /// No blank lines between items, by default.
  open var itemSpacing: Int { 0 }

  /// An item's identity is its index by default.
  open func identity(ofItem index: Int) -> AnyHashable { ItemIndex(index) }

  /// Finds an item by its index identity, by default.
  open func index(ofItemIdentity identity: AnyHashable) -> Int? {
    guard let index = (identity.base as? ItemIndex)?.index, index >= 0, index < numberOfItems
    else { return nil }
    return index
  }

  /// Measured item by item, by default.
  open func itemMetrics(width: Int) -> ItemMetrics? { nil }
}
