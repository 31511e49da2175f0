import ListKit

/// A list on its own, without an app: an adapter with its data source, laid out at a size and
/// drawn on demand, for testing section controllers and data sources.
///
/// The adapter holds its data source weakly, so the harness keeps it alive. Events go where an
/// app would send them: keys and the mouse to the adapter, a resize to
/// `ListAdapter/setViewport(_:)`.
///
/// ```swift
/// let harness = ListHarness(dataSource: AgendaSource(), size: Size(width: 40, height: 8))
/// try harness.press("jj<Space>")
/// expectScreen(harness.screen, ["…"])
/// ```
public final class ListHarness {
  /// The adapter under test.
  public let adapter: ListAdapter
  /// The data source, held here because the adapter holds it weakly.
  public let dataSource: any ListAdapterDataSource
  /// The size the list is laid out and drawn at.
  public private(set) var size: Size
  /// The adapter's warnings so far (see `ListAdapter/onWarning`), from the first load on:
  /// objects or view models dropped for repeating an identity, and a section's own.
  ///
  /// Setting the adapter's `onWarning` stops the recording.
  public private(set) var warnings: [String] = []

  /// Creates an adapter over a data source at a size, and loads it, recording its warnings.
  public init(dataSource: any ListAdapterDataSource, size: Size, theme: Theme = .color) {
    self.dataSource = dataSource
    self.size = size
    adapter = ListAdapter(dataSource: dataSource)
    adapter.theme = theme
    adapter.setViewport(size)
    adapter.onWarning = { [weak self] warning in self?.warnings.append(warning) }
    adapter.performUpdates()
  }

  /// Wraps an adapter a screen already owns and configured (its spacing, gutter, theme,
  /// dispatcher), keeping its data source alive, and loads it at a size, so that what is
  /// tested is what the screen shows.
  ///
  /// The adapter's own `onWarning` is still called; the harness records the warnings too.
  ///
  /// ```swift
  /// let screen = DetailScreen(line: line)   // owns `adapter`, with sectionSpacing = 1
  /// let harness = ListHarness(adapter: screen.adapter, size: Size(width: 40, height: 8))
  /// ```
  ///
  /// - Precondition: the adapter has a data source.
  public init(adapter: ListAdapter, size: Size) {
    guard let dataSource = adapter.dataSource else {
      preconditionFailure("ListHarness(adapter:size:): the adapter has no data source")
    }
    self.dataSource = dataSource
    self.size = size
    self.adapter = adapter
    adapter.setViewport(size)
    let earlier = adapter.onWarning
    adapter.onWarning = { [weak self] warning in
      earlier?(warning)
      self?.warnings.append(warning)
    }
    adapter.performUpdates()
  }

  /// The list drawn into a buffer of ``size``.
  public var screen: Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer
  }

  /// Asks the data source for its objects again and applies the difference.
  @discardableResult
  public func update() -> ListUpdate { adapter.performUpdates() }

  /// Sends events in order, and returns the screen after them.
  ///
  /// A resize lays the list out at the new size; keys and mouse events go to the adapter.
  @discardableResult
  public func send(_ events: [Event]) -> Buffer {
    for event in events {
      if case .resize(let width, let height) = event {
        size = Size(width: width, height: height)
        adapter.setViewport(size)
      } else {
        adapter.handle(event)
      }
    }
    return screen
  }

  /// Presses keys written in vim notation (`jj<Enter>`), and returns the screen after them.
  ///
  /// - Throws: `KeyNotationError` for notation that names no key.
  @discardableResult
  public func press(_ keys: String) throws -> Buffer {
    send(try Event.sequence(from: keys))
  }
}
