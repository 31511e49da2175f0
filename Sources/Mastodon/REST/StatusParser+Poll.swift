import FeedModel
import JSON

extension StatusParser {
  /// A status's poll, or nil when it is not an object.
  ///
  /// `votes_count` is `null` for each option while the results are hidden, and `voters_count`
  /// may be `null`, as for polls older than Mastodon 2.8. A count that cannot be read (the
  /// wrong type, negative, too large) is unknown, not 0, with a warning at `place` (the
  /// poll's), and so is a count of voters fewer than an option's votes. Options past
  /// ``Poll/optionLimit`` are left out, with a warning.
  static func poll(_ poll: JSONValue, place: String, in statuses: inout Statuses) -> Poll? {
    guard poll.members != nil else { return nil }
    func warn(_ place: String, _ message: String) {
      statuses.warnings.append(DocumentWarning(place: place, message: message))
    }
    var hasUnknownVotes = false
    var options: [Poll.Option] = []
    let listed = poll["options"]?.objects ?? []
    if let problem = Poll.optionsLeftOutWarning(count: listed.count) {
      warn(place + ".options", problem)
    }
    for (offset, option) in listed.prefix(Poll.keptOptionCount(of: listed.count)).enumerated() {
      var unreadable = false
      let votes = option.count("votes_count") { key, problem in
        warn("\(place).options[\(offset)].\(key)", problem + "; the option's votes are unknown")
        unreadable = true
      }
      hasUnknownVotes = hasUnknownVotes || unreadable
      options.append(Poll.Option(title: option["title"]?.string ?? "", votes: votes))
    }
    let read = Poll(
      options: options, allowsMultiple: poll["multiple"]?.bool ?? false,
      endsAt: poll.date("expires_at") { warn(place + "." + $0, $1 + "; left out") },
      votersCount: poll.count("voters_count") { warn(place + "." + $0, $1 + "; left out") },
      isClosed: poll["expired"]?.bool ?? false, hasUnknownVotes: hasUnknownVotes)
    if let problem = read.votersProblem { warn(place + ".voters_count", problem) }
    return read
  }
}
