import FeedModel
import JSON

extension JSONValue {
  /// A video's or a sound's length in seconds at `key`: a number of seconds from 0, as the
  /// API's `meta.original.duration` gives it (`12.5`), or an ISO 8601 duration as ActivityPub
  /// servers write an attachment's `duration` (`PT12.5S`, `PT1H2M3S`); when the member is there
  /// and not `null` but holds neither, `warn` is called with the key and what was found, and
  /// the result is `nil`.
  func duration(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> Double? {
    guard let value = self[key], !value.isNull else { return nil }
    if let seconds = value.double ?? value.string.flatMap(Self.isoDuration),
      seconds.isFinite, seconds >= 0, seconds < 1e9
    {
      return seconds
    }
    let found = value.string.map { $0.quotedForMessage } ?? value.kind.phrase
    warn(key, "expected a duration, found \(found)")
    return nil
  }

  /// The seconds of an ISO 8601 duration of days, hours, minutes and seconds (`P1DT2H`,
  /// `PT3M4.5S`), or nil for another text; years, months and weeks have no fixed length.
  static func isoDuration(_ text: String) -> Double? {
    var rest = Substring(text)
    guard rest.first == "P", rest.count > 1 else { return nil }
    rest = rest.dropFirst()
    var seconds = 0.0
    var inTime = false
    var number = ""
    var units = 0
    for character in rest {
      switch character {
      case "T" where !inTime && number.isEmpty:
        inTime = true
      case "0"..."9", ".":
        number.append(character)
      default:
        guard let amount = Double(number) else { return nil }
        switch (inTime, character) {
        case (false, "D"): seconds += amount * 86_400
        case (true, "H"): seconds += amount * 3_600
        case (true, "M"): seconds += amount * 60
        case (true, "S"): seconds += amount
        default: return nil
        }
        number = ""
        units += 1
      }
    }
    return number.isEmpty && units > 0 ? seconds : nil
  }
}
