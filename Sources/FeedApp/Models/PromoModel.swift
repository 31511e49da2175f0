import ListKit

/// A promo, placed among the feed entries.
struct PromoModel: Diffable, Equatable {
  var promo: Promo
  var diffID: String { promo.id }
}
