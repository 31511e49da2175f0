import AppCore
import Dispatch
import FeedModel
import ListKit

extension AppShell {
  /// Copies the address of what is selected (`y`): a link's, a post's, a user's; says so in
  /// the status line (`Copied https://…`), or why nothing was copied.
  ///
  /// What is copied follows the section's kind and the item's identity: on a link, the link
  /// whole; on an entry of the feed, a post listed under a profile or a reply, that post's
  /// address; on a user (the history row, a follower, an entry's author, the feed's summary),
  /// the account's; on a line about a boost, a quote or a reply, the post it names. Elsewhere
  /// on an entry's screen it is the entry's own address, and on a profile, the profile's.
  /// The address is checked first (see ``ClipboardAddress``), and it goes to the terminal
  /// (``takeClipboardText()``) only where there is one that can take it
  /// (``clipboardProblem``). With a ``clipboardCommand`` (inside tmux) the address goes to it
  /// instead, off the main thread: the line says `Copying…` until it answers, then `Copied …`
  /// or why not (``takeCopyOutcomes()``).
  func copySelection() {
    guard let address = copyTarget(of: current.adapter.selection) else {
      show(
        StatusMessage(
          "Nothing to copy: the document gives this row no address",
          or: "Nothing to copy: no address here", "Nothing to copy"))
      return
    }
    switch ClipboardAddress.check(address) {
    case .failure(let refusal):
      show(refusal.message)
    case .success(let checked):
      if let clipboardProblem {
        show(clipboardProblem)
        return
      }
      if let command = clipboardCommand {
        let text = checked.text
        let outcomes = copyOutcomes
        show(StatusMessage("Copying…"))
        DispatchQueue.global(qos: .userInitiated).async {
          outcomes.post(ClipboardCommand.Outcome(text: text, failure: command.copy(text)))
        }
        return
      }
      pendingCopy = checked.text
      show(Self.copiedMessage(checked.text))
    }
  }

  /// `Copied https://…`: only a screen's worth of a long address is said; the status line cuts
  /// it to fit.
  static func copiedMessage(_ text: String) -> StatusMessage {
    StatusMessage("Copied " + (text.count > 300 ? text.prefix(300) + "…" : text))
  }

  /// Says what the copies through ``clipboardCommand`` came to, once they answered: `Copied …`,
  /// or `Not copied: tmux …` and why.
  func takeCopyOutcomes() {
    guard let command = clipboardCommand else { return }
    for outcome in copyOutcomes.take() {
      guard let failure = outcome.failure else {
        show(Self.copiedMessage(outcome.text))
        continue
      }
      show(StatusMessage("Not copied: \(command.name): \(failure)", or: "Not copied"))
    }
  }

  /// Hands the loop the address `y` copied last, once: it writes it to the terminal as OSC 52
  /// after the frame that says `Copied …`.
  public func takeClipboardText() -> String? {
    defer { pendingCopy = nil }
    return pendingCopy
  }

  /// The address to copy for a selection, nil when what it is on has none: the thing's own
  /// (a link, a post, a user), or where a row names no such thing (an entry's text, a
  /// profile's about, a header), the screen's.
  func copyTarget(of selection: ListSelection?) -> String? {
    let document = state.document
    guard let selection else { return screenAddress(in: document) }
    switch selection.kind {
    case .links, .likes, .bookmarks:
      guard let address = selection.itemIdentity(as: String.self) else { break }
      return address
    case .entry:
      guard let entry = selection.itemIdentity(as: FeedSectionController.EntryIdentity.self)
      else { break }
      return entryAddress(id: entry.id, in: document)
    case .posts, .mentions:
      guard let position = selection.itemIdentity(as: Int.self) else { break }
      return position < document.feed.count ? document.feed[position].copiedAddress : nil
    case .replies:
      guard let id = selection.itemIdentity(as: String.self) else { break }
      return entryAddress(id: id, in: document)
    case .friends, .following, .followers:
      guard let id = selection.itemIdentity(as: UserID.self) else { break }
      return document.user(id)?.copiedAddress
    case .history:
      guard let id = selection.elementIdentity?.base as? UserID else { break }
      return document.user(id)?.copiedAddress
    case .profileSummary:
      return selection.object(as: ProfileSummaryModel.self)?.user.copiedAddress
    case .author:
      guard let author = selection.object(as: EntryAuthorModel.self)?.author else { break }
      return document.user(author.id)?.copiedAddress ?? author.copiedAddress
    case .reply:
      guard let reply = selection.object(as: ReplyModel.self)?.reply else { break }
      if !reply.address.trimmingSpaces.isEmpty { return reply.address }
      return reply.entryID.flatMap { entryAddress(id: $0, in: document) }
    case .boost:
      return screenEntry(in: document)?.boost?.address
    case .quote, .quotedText:
      return screenPost(in: document)?.quote?.address
    case .email:
      guard case .profile(let id) = current.route,
        let email = document.user(id)?.email.map({ String($0.trimmingSpaces) }), !email.isEmpty
      else { return nil }
      return email.lowercased().hasPrefix("mailto:") ? email : "mailto:" + email
    case .attributes:
      guard let index = selection.itemIdentity(as: Int.self),
        let attributes = selection.object(as: AttributesModel.self)?.attributes,
        attributes.indices.contains(index)
      else { return nil }
      return attributes[index].copiedAddress
    case .promo, .warning:
      return nil
    default:
      break
    }
    return screenAddress(in: document)
  }

  /// The address of the screen on top: an entry's own, a profile's; nil on any other.
  private func screenAddress(in document: Document) -> String? {
    switch current.route {
    case .entry: screenPost(in: document)?.copiedAddress
    case .profile(let id): document.user(id)?.copiedAddress
    default: nil
    }
  }

  /// The address of the entry with an id, if the document holds it.
  private func entryAddress(id: String, in document: Document) -> String? {
    guard let position = document.feed.position(ofID: id) else { return nil }
    return document.feed[position].copiedAddress
  }

  /// The entry whose screen is on top, if it is an entry's.
  private func screenEntry(in document: Document) -> FeedEntry? {
    guard case .entry(let id) = current.route, let position = document.feed.position(ofID: id)
    else { return nil }
    return document.feed[position]
  }

  /// The post the entry's screen on top shows: the boosted post's own entry, when the document
  /// holds it, else the entry.
  private func screenPost(in document: Document) -> FeedEntry? {
    guard let entry = screenEntry(in: document) else { return nil }
    let target = entry.boost.flatMap { document.feed.position(ofID: $0.boostedEntryID) }
    return target.map { document.feed[$0] } ?? entry
  }
}
