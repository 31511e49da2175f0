/// The measured shape of one section: its header, its items, its footer and the blank lines
/// after it.
///
/// A section's rows are its header (when it has one), then its items, then its footer (when
/// it has a footer or spacing after it). A collapsed section keeps only its header, which
/// then holds the selection, and its spacing. A section whose header ``selectsHeader`` lets its
/// header hold the selection while it is expanded too.
///
/// A layout is 16 bytes, copied without reference counting, when its items are alike and its
/// sizes small, as almost every section's are: a list of a million sections lays out and
/// updates in a few megabytes. Any other is kept whole, out of line.
public struct SectionLayout: Equatable, Sendable {
  /// Every part, packed (see ``Packing``), while ``parts`` is nil.
  private var packed: UInt64
  /// Every part, when they do not fit the packed form.
  private var parts: Parts?

  /// The parts of a section kept out of line: its items differ, or a size is large.
  private final class Parts: Sendable {
    let headerHeight: Int
    let isCollapsed: Bool
    let selectsHeader: Bool
    let items: ItemMetrics
    let footerHeight: Int
    let spacing: Int

    init(
      headerHeight: Int, isCollapsed: Bool, selectsHeader: Bool, items: ItemMetrics,
      footerHeight: Int, spacing: Int
    ) {
      self.headerHeight = headerHeight
      self.isCollapsed = isCollapsed
      self.selectsHeader = selectsHeader
      self.items = items
      self.footerHeight = footerHeight
      self.spacing = spacing
    }
  }

  /// Creates a section's layout.
  ///
  /// With `selectsHeader`, the header holds the selection while the section is expanded too,
  /// as it does while it is collapsed.
  public init(
    headerHeight: Int = 0, isCollapsed: Bool = false, selectsHeader: Bool = false,
    items: ItemMetrics = ItemMetrics(), footerHeight: Int = 0, spacing: Int = 0
  ) {
    let isCollapsed = isCollapsed && headerHeight > 0
    self.init(
      exactly: max(0, headerHeight), isCollapsed: isCollapsed,
      selectsHeader: selectsHeader && headerHeight > 0,
      items: isCollapsed ? ItemMetrics() : items,
      footerHeight: isCollapsed ? 0 : max(0, footerHeight), spacing: max(0, spacing))
  }

  /// The layout of a section of one item, not collapsed: packed directly when its sizes fit,
  /// as nearly every such section's do.
  init(
    headerHeight: Int, selectsHeader: Bool = false, itemHeight: Int, isSelectable: Bool,
    footerHeight: Int, spacing: Int
  ) {
    let header = max(0, headerHeight)
    let selectsHeader = selectsHeader && header > 0
    let height = max(1, itemHeight)
    let footer = max(0, footerHeight)
    let spacing = max(0, spacing)
    guard Packing.headerHeight.fits(header), Packing.itemHeight.fits(height),
      Packing.footerHeight.fits(footer), Packing.spacing.fits(spacing)
    else {
      self.init(
        exactly: header, isCollapsed: false, selectsHeader: selectsHeader,
        items: ItemMetrics(count: 1, height: height, isSelectable: isSelectable),
        footerHeight: footer, spacing: spacing)
      return
    }
    self.init(
      packedWord: Packing.itemCount.word(1) | Packing.itemHeight.word(height)
        | Packing.itemsAreSelectable.word(isSelectable ? 1 : 0)
        | Packing.headerHeight.word(header) | Packing.footerHeight.word(footer)
        | Packing.spacing.word(spacing) | Packing.selectsHeader.word(selectsHeader ? 1 : 0))
  }

  /// A layout of exactly these parts: packed if they fit, else kept whole.
  private init(
    exactly headerHeight: Int, isCollapsed: Bool, selectsHeader: Bool, items: ItemMetrics,
    footerHeight: Int, spacing: Int
  ) {
    if let packed = Packing.pack(
      headerHeight: headerHeight, isCollapsed: isCollapsed, selectsHeader: selectsHeader,
      items: items, footerHeight: footerHeight, spacing: spacing)
    {
      self.packed = packed
      parts = nil
    } else {
      packed = 0
      parts = Parts(
        headerHeight: headerHeight, isCollapsed: isCollapsed, selectsHeader: selectsHeader,
        items: items, footerHeight: footerHeight, spacing: spacing)
    }
  }

  // The getters are always inlined: the layout's queries read them for every row they
  // answer, and a call for each costs a frame more than the reading does.

  /// The header's height; 0 for no header.
  public var headerHeight: Int {
    @inline(__always) get { parts?.headerHeight ?? Packing.headerHeight.read(packed) }
    set {
      self = SectionLayout(
        exactly: newValue, isCollapsed: isCollapsed, selectsHeader: selectsHeader, items: items,
        footerHeight: footerHeight, spacing: spacing)
    }
  }

  /// Whether the section is collapsed to its header.
  public var isCollapsed: Bool {
    @inline(__always) get { parts?.isCollapsed ?? (Packing.isCollapsed.read(packed) != 0) }
    set {
      self = SectionLayout(
        exactly: headerHeight, isCollapsed: newValue, selectsHeader: selectsHeader, items: items,
        footerHeight: footerHeight, spacing: spacing)
    }
  }

  /// Whether the header holds the selection while the section is expanded too.
  public var selectsHeader: Bool {
    @inline(__always) get { parts?.selectsHeader ?? (Packing.selectsHeader.read(packed) != 0) }
  }

  /// The items, with their heights; none while collapsed.
  public var items: ItemMetrics {
    @inline(__always) get {
      if let parts { return parts.items }
      return ItemMetrics(
        count: Packing.itemCount.read(packed), height: Packing.itemHeight.read(packed),
        isSelectable: Packing.itemsAreSelectable.read(packed) != 0)
    }
    set {
      self = SectionLayout(
        exactly: headerHeight, isCollapsed: isCollapsed, selectsHeader: selectsHeader,
        items: newValue, footerHeight: footerHeight, spacing: spacing)
    }
  }

  /// The height of the controller's own footer; 0 while collapsed.
  public var footerHeight: Int {
    @inline(__always) get { parts?.footerHeight ?? Packing.footerHeight.read(packed) }
    set {
      self = SectionLayout(
        exactly: headerHeight, isCollapsed: isCollapsed, selectsHeader: selectsHeader,
        items: items, footerHeight: newValue, spacing: spacing)
    }
  }

  /// Blank lines the adapter puts after the section.
  public var spacing: Int {
    @inline(__always) get { parts?.spacing ?? Packing.spacing.read(packed) }
    set {
      self = SectionLayout(
        exactly: headerHeight, isCollapsed: isCollapsed, selectsHeader: selectsHeader,
        items: items, footerHeight: footerHeight, spacing: newValue)
    }
  }

  /// Equal when every part is: at once when both are packed, as equal parts pack alike.
  public static func == (lhs: SectionLayout, rhs: SectionLayout) -> Bool {
    if lhs.parts == nil && rhs.parts == nil { return Packing.areEqual(lhs.packed, rhs.packed) }
    return lhs.headerHeight == rhs.headerHeight && lhs.isCollapsed == rhs.isCollapsed
      && lhs.selectsHeader == rhs.selectsHeader && lhs.items == rhs.items
      && lhs.footerHeight == rhs.footerHeight
      && lhs.spacing == rhs.spacing
  }

  /// Whether the section has a header row.
  var hasHeader: Bool { headerHeight > 0 }

  /// The height of the footer row: the controller's footer and the spacing after it.
  var footerRowHeight: Int { footerHeight + spacing }

  /// The number of rows: header, items and footer.
  var rowCount: Int { (hasHeader ? 1 : 0) + items.count + (footerRowHeight > 0 ? 1 : 0) }

  /// The total height in lines.
  var height: Int { headerHeight + items.totalHeight + footerRowHeight }

  /// Whether the section draws any line of its own: a header, an item or a footer.
  var drawsRows: Bool { headerHeight + items.totalHeight + footerHeight > 0 }

  /// Whether the header holds the selection: while collapsed, or always with
  /// ``selectsHeader``.
  var isHeaderSelectable: Bool { isCollapsed || selectsHeader }

  /// The number of rows that can hold the selection.
  var selectableCount: Int {
    isCollapsed ? 1 : (selectsHeader ? 1 : 0) + items.selectableCount
  }

  /// What a section adds to the running totals of a layout.
  struct Extent {
    /// The number of rows.
    var rows: Int
    /// The height in lines.
    var height: Int
    /// The number of rows that can hold the selection.
    var selectable: Int
  }

  /// The section's rows, lines and selectable rows.
  var extent: Extent {
    guard parts == nil else {
      return Extent(rows: rowCount, height: height, selectable: selectableCount)
    }
    return Self.extent(ofPacked: packed)
  }

  /// The rows, lines and selectable rows of a packed word, read straight from it, as a layout
  /// of many sections sums them.
  @inline(__always)
  static func extent(ofPacked packed: UInt64) -> Extent {
    let header = Packing.headerHeight.read(packed)
    let count = Packing.itemCount.read(packed)
    let footerRow = Packing.footerHeight.read(packed) + Packing.spacing.read(packed)
    let selectable =
      Packing.isCollapsed.read(packed) != 0
      ? 1
      : Packing.selectsHeader.read(packed)
        + (Packing.itemsAreSelectable.read(packed) != 0 ? count : 0)
    return Extent(
      rows: (header > 0 ? 1 : 0) + count + (footerRow > 0 ? 1 : 0),
      height: header + count * Packing.itemHeight.read(packed) + footerRow,
      selectable: selectable)
  }

  /// The packed word, or nil when the parts are kept out of line.
  var packedWord: UInt64? { parts == nil ? packed : nil }

  /// The layout a packed word holds.
  init(packedWord: UInt64) {
    packed = packedWord
    parts = nil
  }
}
