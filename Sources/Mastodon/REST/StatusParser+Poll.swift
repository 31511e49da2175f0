import FeedModel
import JSON

extension StatusParser {
  /// A status's poll, or nil when it is not an object.
  ///
  /// `votes_count` is `null` for each option while the results are hidden, and `voters_count`
  /// may be `null`, as for polls older than Mastodon 2.8. A count that cannot be read (the
  /// wrong type, negative, too large) is unknown, not 0, with a warning at `place` (the
  /// poll's), and so is a count of voters fewer than an option's votes. Options past
  /// ``Poll/optionLimit`` are left out, with a warning. Another field of the wrong type (a
  /// string for `expired`, a number for an option's title) is left out, with a warning: an
  /// option without a title has an empty one.
  static func poll(_ poll: JSONValue, place: String, in statuses: inout Statuses) -> Poll? {
    guard poll.members != nil else { return nil }
    func warn(_ place: String, _ message: String) {
      statuses.warnings.append(DocumentWarning(place: place, message: message))
    }
    var hasUnknownVotes = false
    var options: [Poll.Option] = []
    func leftOut(_ key: String, _ problem: String) {
      warn(place + "." + key, problem + "; left out")
    }
    let listed = poll.objectList("options", warn: leftOut)
    if let problem = Poll.optionsLeftOutWarning(count: listed.count) {
      warn(place + ".options", problem)
    }
    for (offset, option) in listed.prefix(Poll.keptOptionCount(of: listed.count)) {
      var unreadable = false
      let votes = option.count("votes_count") { key, problem in
        warn("\(place).options[\(offset)].\(key)", problem + "; the option's votes are unknown")
        unreadable = true
      }
      hasUnknownVotes = hasUnknownVotes || unreadable
      let title = option.string("title") { leftOut("options[\(offset)].\($0)", $1) }
      options.append(Poll.Option(title: title ?? "", votes: votes))
    }
    let read = Poll(
      options: options, allowsMultiple: poll.flag("multiple", warn: leftOut) ?? false,
      endsAt: poll.date("expires_at", warn: leftOut),
      votersCount: poll.count("voters_count", warn: leftOut),
      isClosed: poll.flag("expired", warn: leftOut) ?? false, hasUnknownVotes: hasUnknownVotes,
      ownVotes: ownVotes(of: poll, count: options.count, warn: leftOut))
    if let problem = read.votersProblem { warn(place + ".voters_count", problem) }
    return read
  }

  /// The options the browsing user voted for (`own_votes`, indexes into the options kept), in
  /// order, each once; one that is no whole number or names no option kept is left out, with
  /// a warning, as is a list that is no array.
  static func ownVotes(
    of poll: JSONValue, count: Int, warn: (_ key: String, _ problem: String) -> Void
  ) -> [Int] {
    guard let value = poll["own_votes"], !value.isNull else { return [] }
    guard let list = value.array else {
      warn("own_votes", "expected an array, found \(value.kind.phrase)")
      return []
    }
    var votes: [Int] = []
    var seen = Set<Int>()
    var firstBad: (offset: Int, found: String)?
    var bad = 0
    for (offset, vote) in list.enumerated() {
      if case .number(let text) = vote, let index = Int(text), (0..<count).contains(index) {
        if seen.insert(index).inserted { votes.append(index) }
      } else {
        // A number's text holds only digits, signs, a point and exponents: safe to quote.
        let found =
          if case .number(let text) = vote { String(text.prefix(24)) } else { vote.kind.phrase }
        firstBad = firstBad ?? (offset, found)
        bad += 1
      }
    }
    if let firstBad {
      // One warning for a list of many: a hostile server's cannot flood the warnings.
      let others = bad > 1 ? " (and \(bad - 1) more)" : ""
      warn(
        "own_votes[\(firstBad.offset)]",
        "expected the index of an option, found \(firstBad.found)\(others)")
    }
    return votes
  }
}
