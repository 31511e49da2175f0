import ListDiff

/// A horizontal row for one model of a known type: the typed model arrives in
/// ``didUpdate(model:)``, with no cast, and the row is laid out again after it.
///
/// ```swift
/// final class PeopleSectionController: HorizontalModelSectionController<People> {
///   private var people: [Person] = []
///   override func didUpdate(model: People) { people = model.people }
///   override var numberOfElements: Int { people.count }
///   override func width(ofElement index: Int) -> Int { people[index].name.displayWidth }
///   override func identity(ofElement index: Int) -> AnyHashable { people[index].id }
/// }
/// ```
open class HorizontalModelSectionController<Model: Diffable>: HorizontalListSectionController {
  /// The row's model, once it arrived.
  public private(set) var model: Model?

  /// Creates the controller.
  public override init() { super.init() }

  /// Receives the typed model, before the row is laid out again.
  ///
  /// Override to keep what the elements need. Does nothing by default.
  open func didUpdate(model: Model) {}

  /// Stores the model if it is of the controller's type, calls ``didUpdate(model:)``, then
  /// keeps the selection on the same element by identity.
  ///
  /// An object of another type (the data source gave this controller for the wrong model) is
  /// ignored with a warning (see ``HorizontalListSectionController/takeWarnings()``) naming
  /// both types.
  public final override func didUpdate(to object: any Diffable) {
    guard let model = object.cast(to: Model.self) else {
      warnings.append(wrongTypeWarning(expecting: Model.self, given: object))
      return
    }
    self.model = model
    didUpdate(model: model)
    super.didUpdate(to: object)
  }
}
