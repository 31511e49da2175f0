extension SectionLayout {
  /// The packed form of a section whose items are all alike and whose sizes are small: every
  /// part in a field of one 64-bit word, so that a layout of a million sections is a few
  /// megabytes and copies without reference counting.
  enum Packing {
    /// A field of bits of the packed word, holding a value from 0 up to its limit.
    struct Field {
      /// The lowest bit of the field.
      let shift: UInt64
      /// The number of bits.
      let width: UInt64

      /// The largest value the field holds.
      var limit: Int { (1 << Int(width)) - 1 }

      /// The field's value in a packed word.
      @inline(__always)
      func read(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word >> shift) & ((1 << width) - 1))
      }

      /// Whether the field can hold a value.
      func fits(_ value: Int) -> Bool { value >= 0 && value <= limit }

      /// A value in the field's place, given that it fits.
      func word(_ value: Int) -> UInt64 { UInt64(value) << shift }

      /// The field's bits.
      var mask: UInt64 { ((1 << width) - 1) << shift }
    }

    /// Whether two packed words hold equal parts: the same bits, or the same but for the
    /// shape of items when there are none, as no items equal no items whatever their shape.
    static func areEqual(_ lhs: UInt64, _ rhs: UInt64) -> Bool {
      if lhs == rhs { return true }
      let shape = itemHeight.mask | itemsAreSelectable.mask
      return itemCount.read(lhs) == 0 && itemCount.read(rhs) == 0
        && lhs & ~shape == rhs & ~shape
    }

    /// The number of items, up to about a million.
    static var itemCount: Field { Field(shift: 0, width: 20) }
    /// The height of every item, up to 1023 lines.
    static var itemHeight: Field { Field(shift: 20, width: 10) }
    /// 1 when every item can be selected, 0 when none can.
    static var itemsAreSelectable: Field { Field(shift: 30, width: 1) }
    /// The header's height, up to 1023 lines.
    static var headerHeight: Field { Field(shift: 31, width: 10) }
    /// The footer's height, up to 1023 lines.
    static var footerHeight: Field { Field(shift: 41, width: 10) }
    /// The blank lines after the section, up to 1023.
    static var spacing: Field { Field(shift: 51, width: 10) }
    /// 1 when the section is collapsed.
    static var isCollapsed: Field { Field(shift: 61, width: 1) }
    /// 1 when the header holds the selection while expanded too.
    static var selectsHeader: Field { Field(shift: 62, width: 1) }

    /// The packed word of a section's parts, or nil if they do not fit it.
    static func pack(
      headerHeight: Int, isCollapsed: Bool, selectsHeader: Bool, items: ItemMetrics,
      footerHeight: Int, spacing: Int
    ) -> UInt64? {
      guard let shape = items.uniformShape, itemCount.fits(shape.count),
        itemHeight.fits(shape.height), Self.headerHeight.fits(headerHeight),
        Self.footerHeight.fits(footerHeight), Self.spacing.fits(spacing)
      else { return nil }
      return itemCount.word(shape.count) | itemHeight.word(shape.height)
        | itemsAreSelectable.word(shape.isSelectable ? 1 : 0)
        | Self.headerHeight.word(headerHeight) | Self.footerHeight.word(footerHeight)
        | Self.spacing.word(spacing) | Self.isCollapsed.word(isCollapsed ? 1 : 0)
        | Self.selectsHeader.word(selectsHeader ? 1 : 0)
    }
  }
}
