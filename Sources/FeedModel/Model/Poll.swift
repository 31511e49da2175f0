/// A poll: its options with their votes.
public struct Poll: Hashable, Sendable {
  /// One choice of a poll and how many voted for it.
  public struct Option: Hashable, Sendable {
    /// The option's text.
    public var title: String
    /// The votes it got.
    public var votes: Int

    /// Creates an option.
    public init(title: String, votes: Int) {
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

  /// Creates a poll.
  public init(options: [Option], allowsMultiple: Bool = false, endsAt: String? = nil) {
    self.options = options
    self.allowsMultiple = allowsMultiple
    self.endsAt = endsAt
  }

  /// The votes of all options together.
  public var totalVotes: Int { options.reduce(0) { $0 + max(0, $1.votes) } }
}
