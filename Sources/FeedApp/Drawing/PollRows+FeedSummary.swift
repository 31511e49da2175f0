import FeedModel
import ListKit

extension PollRows {
  /// The line under a poll in the feed, as Mastodon's timeline says under one: whether
  /// several choices are allowed and so what the shares are of, then whether it is open or
  /// closed (by `now`, seconds since 1970).
  ///
  /// `several choices · % of 10 voters · closes in 2 d`, `12 votes · closed`. The shares of a
  /// several-choice poll are of the voters, so they can add up to more than 100%: the line
  /// says so. A poll whose end is not known and that is not closed says nothing of it.
  ///
  /// In fewer than `width` columns what the shares are of gives way first, whole, so that
  /// whether the poll is open still shows; only then is the line cut, after a whole word.
  func feedSummary(now: Int, width: Int = .max) -> String {
    let parts = summaryParts(now: now)
    let whole = parts.joined(separator: " · ")
    guard whole.displayWidth > width else { return whole }
    let shorter = parts.filter { !$0.hasPrefix("% of ") }.joined(separator: " · ")
    return shorter.displayWidth <= width ? shorter : shorter.truncatedAtWord(toWidth: width)
  }

  /// The parts of ``feedSummary(now:width:)``, in order.
  private func summaryParts(now: Int) -> [String] {
    var parts: [String] = []
    // The voters the shares are of: at least an option's votes, as the warning says.
    let voters = poll.votersCount.map { max($0, poll.votesBeyondVoters ?? 0) }
    if poll.allowsMultiple {
      parts.append("several choices")
      if let voters, voters > 0, !poll.hidesResults {
        parts.append("% of \(voters) voter\(voters == 1 ? "" : "s")")
      }
    } else if poll.hidesResults {
      parts.append("results hidden")
    } else if !poll.hasUnknownVotes {
      let total = poll.totalVotes
      parts.append("\(total) vote\(total == 1 ? "" : "s")")
    }
    if poll.allowsMultiple, poll.hidesResults { parts.append("results hidden") }
    if poll.hasEnded(now: now) {
      parts.append("closed")
    } else if let endsAt = poll.endsAt, let end = DisplayDate.moment(endsAt) {
      // An end a year or more away, which no server sets, by its date.
      parts.append(
        end - now < 365 * 86_400
          ? "closes in " + Self.timeLeft(end - now) : "closes " + DisplayDate.text(for: endsAt))
    }
    return parts
  }

  /// The time left before a poll closes, in its largest whole unit, as Mastodon's timeline
  /// counts it down: `2 d`, `5 h`, `12 min`, and `1 min` for the last minute.
  static func timeLeft(_ seconds: Int) -> String {
    if seconds >= 86_400 { return "\(seconds / 86_400) d" }
    if seconds >= 3_600 { return "\(seconds / 3_600) h" }
    return "\(max(1, seconds / 60)) min"
  }
}
