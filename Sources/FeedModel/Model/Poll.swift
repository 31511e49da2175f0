/// A poll: its options with their votes, and how many voted.
///
/// When voters may pick several options, one voter can vote for many, so each option's share
/// is of the voters, as Mastodon shows it, and the shares add up to more than 100%:
///
/// ```swift
/// let poll = Poll(
///   options: [.init(title: "Tea", votes: 6), .init(title: "Coffee", votes: 4)],
///   allowsMultiple: true, votersCount: 8)
/// poll.share(of: poll.options[0])   // 0.75: 6 of 8 voters
/// ```
public struct Poll: Hashable, Sendable {
  /// One choice of a poll and how many voted for it.
  public struct Option: Hashable, Sendable {
    /// The option's text.
    public var title: String
    /// The votes it got, or nil when they are not known: while the results are hidden (until
    /// the poll ends), or when the document's count cannot be read (see ``Poll/hasUnknownVotes``).
    public var votes: Int?

    /// Creates an option.
    public init(title: String, votes: Int?) {
      self.title = title
      self.votes = votes
    }
  }

  /// The options, in order.
  public var options: [Option]
  /// Whether voters may pick more than one option.
  public var allowsMultiple: Bool
  /// When the poll ends or ended, as written.
  public var endsAt: String?
  /// How many people voted, when known: fewer than the votes when several choices are allowed.
  public var votersCount: Int?
  /// Whether the document says the poll is closed; see also ``hasEnded(now:)``.
  public var isClosed: Bool
  /// Whether the document's count of some option's votes could not be read (the wrong type,
  /// negative or too large): its ``Option/votes`` are nil, yet the results are not hidden, and
  /// the total of the votes is not known.
  public var hasUnknownVotes: Bool
  /// The options the browsing user voted for, by their place in ``options``, in order (an API
  /// status's `own_votes`); empty when they voted for none or the document does not say.
  public var ownVotes: [Int]

  /// Creates a poll.
  public init(
    options: [Option], allowsMultiple: Bool = false, endsAt: String? = nil,
    votersCount: Int? = nil, isClosed: Bool = false, hasUnknownVotes: Bool = false,
    ownVotes: [Int] = []
  ) {
    self.ownVotes = ownVotes
    self.options = options
    self.allowsMultiple = allowsMultiple
    self.endsAt = endsAt
    self.votersCount = votersCount
    self.isClosed = isClosed
    self.hasUnknownVotes = hasUnknownVotes
  }

  /// The votes of all options together, exact however large the counts (as a hostile
  /// server's may be): an `Int128` holds the sum of any number of `Int` counts an array can.
  public var totalVotes: Int128 {
    options.reduce(0) { $0 + Int128(max(0, $1.votes ?? 0)) }
  }

  /// Whether the results are hidden: no option has a count, and none was unreadable.
  public var hidesResults: Bool {
    !hasUnknownVotes && !options.isEmpty && options.allSatisfy { $0.votes == nil }
  }

  /// What the shares are of: the voters when several choices are allowed and their number is
  /// known, otherwise all the votes; 0 when nobody voted.
  ///
  /// No one votes for an option twice, so when an option has more votes than there are voters
  /// (see ``votesBeyondVoters``), the voters are at least that many, and the shares are of
  /// them: no share is more than 100%.
  public var shareBase: Double {
    if sharesAreOfVoters, let voters = votersCount {
      return Double(max(voters, votesBeyondVoters ?? 0))
    }
    return Double(totalVotes)
  }

  /// The most votes of an option, when they are more than the voters of a poll whose shares
  /// are of the voters (several choices): counts that disagree, which a reader warns of; else
  /// nil.
  public var votesBeyondVoters: Int? {
    guard sharesAreOfVoters, let voters = votersCount,
      let most = options.lazy.compactMap(\.votes).max(), most > voters
    else { return nil }
    return most
  }

  /// Whether the shares are of the voters: several choices are allowed, and how many voted is
  /// known.
  private var sharesAreOfVoters: Bool { allowsMultiple && (votersCount ?? 0) > 0 }

  /// What a reader warns of, at the count of the voters, when ``votesBeyondVoters`` are more
  /// than them: `1 is fewer than an option's 5 votes; the shares are of 5 voters`; else nil.
  public var votersProblem: String? {
    guard let most = votesBeyondVoters, let voters = votersCount else { return nil }
    return "\(voters) is fewer than an option's \(most) votes; the shares are of \(most) voters"
  }

  /// An option's share of ``shareBase``, from 0 to 1, or
  /// nil when its votes are not known, or the base is the votes and some are not known.
  public func share(of option: Option) -> Double? {
    share(of: option, base: shareBase)
  }

  /// Every option's share (see ``share(of:)``), in order, the base summed once: a poll of
  /// thousands of options costs what its options do.
  public var shares: [Double?] {
    let base = shareBase
    return options.map { share(of: $0, base: base) }
  }

  /// An option's share of a base worked out already.
  private func share(of option: Option, base: Double) -> Double? {
    guard let votes = option.votes else { return nil }
    if hasUnknownVotes && !sharesAreOfVoters { return nil }
    return base > 0 ? Double(max(0, votes)) / base : 0
  }

  /// Whether the poll is over: the document says it is closed, or its end, an ISO 8601 date,
  /// is before `now` (seconds since 1970).
  public func hasEnded(now: Int) -> Bool {
    if isClosed { return true }
    guard let endsAt, let seconds = DisplayDate.parse(endsAt)?.seconds else { return false }
    return Int(seconds) <= now
  }
}
