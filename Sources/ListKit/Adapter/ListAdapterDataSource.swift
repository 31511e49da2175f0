import ListDiff

/// Supplies a list adapter with its objects, a section controller for each, and the view to
/// show when there are none.
///
/// The adapter holds its data source weakly: keep it alive yourself. An app that owns its
/// adapter is often its data source too, with no cycle. The adapter asks for objects only in
/// ``ListAdapter/performUpdates()``: call it once the data source is set, and after each change.
///
/// ```swift
/// import AppCore
/// import ListKit
///
/// final class AgendaApp: TerminalApp, ListAdapterDataSource {
///   var days: [Day] = []
///   let adapter = ListAdapter()
///
///   init() {
///     adapter.dataSource = self
///     adapter.performUpdates()
///   }
///
///   func objects(for adapter: ListAdapter) -> [any Diffable] { days }
///
///   func sectionController(for object: any Diffable) -> any SectionController {
///     DaySectionController()
///   }
///
///   func handle(_ event: Event) -> AppResponse {
///     switch event {
///     case .key(.character("q")): return .quit
///     case .resize(let width, let height): adapter.setViewport(Size(width: width, height: height))
///     default: adapter.handle(event)
///     }
///     return .continue
///   }
///
///   func render(size: Size) -> Buffer {
///     var buffer = Buffer(width: size.width, height: size.height)
///     adapter.render(into: &buffer, in: buffer.area)
///     return buffer
///   }
/// }
/// ```
///
/// `Day` and `DaySectionController` are those of ``ListBindingSectionController``'s example.
public protocol ListAdapterDataSource: AnyObject {
  /// The objects to show, one section each, in order. Their identities should be unique; a
  /// repeated identity is dropped with a warning.
  func objects(for adapter: ListAdapter) -> [any Diffable]

  /// A new section controller for an object, chosen by the object's type or kind.
  func sectionController(for object: any Diffable) -> any SectionController

  /// What to show when the list draws nothing, or nil for a blank list.
  ///
  /// The list draws nothing when it has no rows: no objects, or only sections with no items,
  /// header or footer (as IGListKit shows its empty view when no section has items). A
  /// section that shows only a header is something, and the empty view stays away.
  func emptyView(for adapter: ListAdapter) -> (any EmptyView)?
}

extension ListAdapterDataSource {
  /// By default, an empty list is blank.
  public func emptyView(for adapter: ListAdapter) -> (any EmptyView)? { nil }
}
