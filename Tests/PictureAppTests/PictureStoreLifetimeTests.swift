import FeedApp
import FeedModel
import Testing

@Suite("The app's document and pictures are freed with the app")
struct PictureStoreLifetimeTests {
  /// The state held its picture store and the store held the state, so neither (nor the
  /// loader's thread) was ever freed: found by `make fuzz TARGET=document`, which builds an
  /// app per input under LeakSanitizer.
  @Test("no reference cycle between the document state and its picture store")
  func stateIsFreed() {
    weak var state: DocumentState?
    weak var pictures: PictureStore?
    do {
      let shell = AppShell(document: Document(), name: "empty.json")
      state = shell.state
      pictures = shell.state.pictures
      #expect(pictures != nil)
    }
    #expect(state == nil)
    #expect(pictures == nil)
  }
}
