import AppCore
import FeedModel
import Synchronization

/// Loads a document on a background thread and hands each part to the app's thread through a
/// mailbox that keeps only the newest part, waking the app's loop when one arrives.
///
/// The app never waits for it: it takes what is in the mailbox when woken. Quitting while a
/// document loads ends the process, loader and all.
///
/// ```swift
/// let session = LoadingSession(source: .file(path: "big.json"), wakeup: wakeup)
/// session.start()
/// // woken: if let mail = session.take() { shell.apply(mail) }
/// ```
public final class LoadingSession: Sendable {
  /// What the loader has handed over and the app has not taken yet.
  public struct Mail: Sendable {
    /// The newest part, if one came since the last take.
    public var snapshot: DocumentSnapshot?
    /// Why loading stopped, if it did.
    public var failure: DocumentError?
  }

  private let source: DocumentSource
  private let media: (any MediaSource)?
  private let ownerName: String?
  private let wakeup: Wakeup
  private let mailbox = Mutex(Mail())

  /// A session that will load a source and wake a loop; `media`, if given, is where the
  /// document's pictures are read from, in place of the files beside it, and `ownerName`
  /// whom a saved timeline is taken to be of (see ``FeedModel/DocumentBuilder/ownerName``).
  public init(
    source: DocumentSource, media: (any MediaSource)? = nil, ownerName: String? = nil,
    wakeup: Wakeup
  ) {
    self.source = source
    self.media = media
    self.ownerName = ownerName
    self.wakeup = wakeup
  }

  /// Starts loading on a background thread of its own, which may wait on a pipe as long as it
  /// takes without holding up work on the global queues (see ``LoadingThread``).
  public func start() {
    LoadingThread.start { [self] in run() }
  }

  /// The error that stopped the loading before it read the first entry, if that has happened,
  /// leaving the mailbox as it is.
  ///
  /// For a caller that waits a moment before starting the screen, so that an input that cannot
  /// be read, or fails before its first entry, is reported without it.
  public var failureBeforeAnything: DocumentError? {
    mailbox.withLock { mail in
      guard let failure = mail.failure else { return nil }
      return mail.snapshot?.document.hasEntries == true ? nil : failure
    }
  }

  /// Whether the mailbox holds something to show: a part with an entry, or the whole document
  /// (which may have none); leaves the mailbox as it is.
  public var hasSomethingToShow: Bool {
    mailbox.withLock { mail in
      guard mail.failure == nil, let snapshot = mail.snapshot else { return false }
      return snapshot.isComplete || snapshot.document.hasEntries
    }
  }

  /// Takes what arrived since the last call, or nil if nothing did.
  public func take() -> Mail? {
    mailbox.withLock { mail in
      guard mail.snapshot != nil || mail.failure != nil else { return nil }
      defer { mail = Mail() }
      return mail
    }
  }

  /// Loads the whole document, posting each part.
  private func run() {
    let builder = DocumentBuilder { [self] snapshot in
      mailbox.withLock { $0.snapshot = snapshot }
      wakeup.signal()
    }
    builder.media = media
    builder.ownerName = ownerName
    do throws(DocumentError) {
      try DocumentLoader.read(source, into: builder)
    } catch {
      // What was read before the error stays on screen: hand it over first.
      builder.publishIfChanged()
      mailbox.withLock { $0.failure = error }
      wakeup.signal()
    }
  }
}
