import CChafa

extension PictureSymbols {
  /// A new chafa symbol map of these symbols, which the caller unrefs; nil if chafa fails.
  ///
  /// Chosen by chafa's tags: ``blocks`` by `BLOCK` and `SPACE`, ``console`` by `SOLID` (█),
  /// `HALF` (▀ ▄ ▌ ▐), `STIPPLE` (░ ▒ ▓) and `SPACE`. Wide and ambiguous-width symbols are
  /// left out of both, so that every symbol is one column everywhere (chafa counts none of
  /// these nine among the ambiguous), and for the console also the legacy computing symbols
  /// and chafa's extras, which a newer chafa might tag as halves or stipples: no font of the
  /// console has them.
  func chafaSymbolMap() -> OpaquePointer? {
    guard let symbols = chafa_symbol_map_new() else { return nil }
    let wanted: ChafaSymbolTags
    var unwanted = CHAFA_SYMBOL_TAG_WIDE.rawValue | CHAFA_SYMBOL_TAG_AMBIGUOUS.rawValue
    switch self {
    case .blocks:
      wanted = ChafaSymbolTags(CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue)
    case .console:
      wanted = ChafaSymbolTags(
        CHAFA_SYMBOL_TAG_SOLID.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue
          | CHAFA_SYMBOL_TAG_STIPPLE.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue)
      unwanted |= CHAFA_SYMBOL_TAG_LEGACY.rawValue | CHAFA_SYMBOL_TAG_EXTRA.rawValue
    }
    chafa_symbol_map_add_by_tags(symbols, wanted)
    chafa_symbol_map_remove_by_tags(symbols, ChafaSymbolTags(unwanted))
    return symbols
  }
}
