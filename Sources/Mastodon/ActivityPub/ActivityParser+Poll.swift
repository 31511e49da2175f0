import FeedModel
import JSON

extension ActivityParser {
  /// A `Question`'s poll, read as Mastodon's `PollParser` reads it.
  ///
  /// `anyOf` (an array) is for several choices, else `oneOf`; `closed` (its date, or `true`)
  /// marks a closed poll; `votersCount` is the number of people who voted. A count that cannot
  /// be read (the wrong type, negative, too large) is unknown, not 0, with a warning at `place`
  /// (the object's), and so is a `votersCount` fewer than an option's votes. Options past
  /// ``Poll/optionLimit`` are left out, with a warning.
  static func poll(
    _ object: JSONValue, place: String, into outbox: inout Outbox
  ) -> Poll {
    let multiple = object["anyOf"]?.array != nil
    let list = multiple ? "anyOf" : "oneOf"
    let choices = object.objectOrList(list) { key, problem in
      outbox.warn(place + "." + key, problem + "; left out")
    }
    var hasUnknownVotes = false
    var options: [Poll.Option] = []
    if let problem = Poll.optionsLeftOutWarning(count: choices.count) {
      outbox.warn(place + "." + list, problem)
    }
    for (offset, choice) in choices.prefix(Poll.keptOptionCount(of: choices.count)) {
      let option = "\(place).\(list)[\(offset)]"
      let unknown = "; the option's votes are unknown"
      var votes: Int? = 0
      if let replies = choice["replies"], !replies.isNull {
        if replies.members == nil {
          outbox.warn(
            option + ".replies", "expected a collection, found \(replies.kind.phrase)" + unknown)
          votes = nil
        } else if replies["totalItems"]?.isNull == false {
          votes = replies.count("totalItems") { key, problem in
            outbox.warn(option + ".replies." + key, problem + unknown)
          }
        }
      }
      hasUnknownVotes = hasUnknownVotes || votes == nil
      let name = choice.text("name") { key, problem in
        outbox.warn(option + "." + key, problem + "; left out")
      }
      options.append(
        Poll.Option(
          title: name.flatMap { $0.isEmpty ? nil : $0 } ?? choice["content"]?.string ?? "",
          votes: votes))
    }
    let closed = object["closed"]
    func warn(_ key: String, _ problem: String) {
      outbox.warn(place + "." + key, problem + "; left out")
    }
    let poll = Poll(
      options: options, allowsMultiple: multiple,
      endsAt: (closed?.string == nil ? nil : object.date("closed", warn: warn))
        ?? object.date("endTime", warn: warn),
      votersCount: object.count("votersCount", warn: warn),
      isClosed: closed != nil && closed?.isNull == false && closed?.bool != false,
      hasUnknownVotes: hasUnknownVotes)
    if let problem = poll.votersProblem { outbox.warn(place + ".votersCount", problem) }
    return poll
  }
}
