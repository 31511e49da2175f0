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
      isClosed: poll.flag("expired", warn: leftOut) ?? false, hasUnknownVotes: hasUnknownVotes)
    if let problem = read.votersProblem { warn(place + ".voters_count", problem) }
    return read
  }
}
