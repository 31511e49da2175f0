import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

@Suite("While loading, the status line says what is being read and how far it has got")
struct LoadingPhaseTests {
  /// The status line of the feed of a document still loading, at `progress`, `width` wide.
  private func status(_ progress: LoadProgress, entries: Int = 0, width: Int = 60) -> String {
    let snapshot = DocumentSnapshot(
      document: Document(
        users: LoadingTests.users, feed: Feed(LoadingTests.entries(0..<entries))),
      progress: progress, isComplete: false)
    let shell = AppShell(
      state: DocumentState(name: "archive.tar.gz", snapshot: snapshot), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: width, height: 4))
    return texts(driver.frame.lines).last ?? ""
  }

  @Test("A tar.gz being scanned for its files: the share of the archive read, before any post")
  func scanningArchive() {
    let progress = LoadProgress(phase: .archive, bytesRead: 370, totalBytes: 1_000)
    let snapshot = DocumentSnapshot(document: Document(), progress: progress, isComplete: false)
    let shell = AppShell(
      state: DocumentState(name: "archive.tar.gz", snapshot: snapshot), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 50, height: 4))
    expectScreen(
      driver.frame,
      [
        "archive.tar.gz › Feed                       ? help",
        "                     Loading…",
        "",
        " loading… scanning the archive 37%",
      ])
    #expect(status(progress, width: 12) == " loading… 3…")
  }

  @Test("An outbox being scanned for its posts: the share of the outbox scanned")
  func scanningOutbox() {
    #expect(
      status(LoadProgress(phase: .outbox, bytesRead: 370, totalBytes: 1_000))
        == " loading… scanning the outbox 37%")
  }

  @Test("A piped archive being copied: the bytes so far, as its size is not known")
  func copyingArchive() {
    #expect(
      status(LoadProgress(phase: .copy, bytesRead: 12_345_678))
        == " loading… copying the archive · 12 MB")
    #expect(
      status(LoadProgress(phase: .copy, bytesRead: 3_456_789), width: 20) == " loading… 3.4 MB")
  }

  @Test("Entries from a pipe: the entries and the bytes read, for want of a share")
  func entriesFromPipe() {
    let progress = LoadProgress(entries: 3, bytesRead: 41_500)
    #expect(
      status(progress, entries: 3) == " 1/3 entry · lines 1–2/3  │  loading… 3 entries · 41 kB")
    #expect(
      status(LoadProgress(entries: 3, bytesRead: 999), entries: 3)
        == " 1/3 entry · lines 1–2/3  │  loading… 3 entries · 999 bytes")
    #expect(
      status(LoadProgress(entries: 3, bytesRead: 2_500_000_000), entries: 3)
        == " 1/3 entry · lines 1–2/3  │  loading… 3 entries · 2.5 GB")
    #expect(
      status(LoadProgress(entries: 3, bytesRead: 0, totalBytes: nil), entries: 3)
        == " 1/3 entry · lines 1–2/3  │  loading… 3 entries")
  }
}
