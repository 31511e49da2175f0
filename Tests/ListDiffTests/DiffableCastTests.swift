import ListDiff
import Testing

/// A class model, and a subclass of it, for casts that cannot take the fast path.
class Note: Diffable {
  let id: Int
  init(id: Int) { self.id = id }
  var diffID: Int { id }
  func isContentEqual(to other: Note) -> Bool { id == other.id }
}

final class PinnedNote: Note {}

/// A protocol some models adopt.
protocol Titled { var title: String { get } }

struct Chapter: Diffable, Equatable, Titled {
  var id: Int
  var title: String
  var diffID: Int { id }
}

@Suite("Diffable.cast(to:) is as? T")
struct DiffableCastTests {
  @Test("An object of exactly the type comes back whole; another type gives nil")
  func exactType() {
    let object: any Diffable = Chapter(id: 3, title: "Soba")
    #expect(object.cast(to: Chapter.self) == Chapter(id: 3, title: "Soba"))
    #expect(object.cast(to: Element.self) == nil)
    #expect(object.cast(to: Int.self) == nil)
  }

  @Test("A subclass, a protocol and Any are cast as as? casts them")
  func slowerPaths() {
    let pinned: any Diffable = PinnedNote(id: 7)
    #expect(pinned.cast(to: Note.self)?.id == 7)
    #expect(pinned.cast(to: PinnedNote.self) === (pinned as? PinnedNote))
    #expect((pinned.cast(to: AnyObject.self)).map { $0 === (pinned as AnyObject) } == true)
    let plain: any Diffable = Note(id: 1)
    #expect(plain.cast(to: PinnedNote.self) == nil)
    let chapter: any Diffable = Chapter(id: 1, title: "Udon")
    #expect(chapter.cast(to: (any Titled).self)?.title == "Udon")
    #expect(chapter.cast(to: Any.self) is Chapter)
  }

  @Test("A value with references is shared, not copied bit by bit: one owner more, then none")
  func referencesAreRetained() {
    weak var watched: Note?
    do {
      let note = Note(id: 9)
      watched = note
      struct Holder: Diffable {
        var note: Note
        var diffID: Int { note.id }
        func isContentEqual(to other: Holder) -> Bool { note === other.note }
      }
      let object: any Diffable = Holder(note: note)
      let cast = object.cast(to: Holder.self)
      #expect(cast?.note === note)
      #expect(watched != nil)
    }
    #expect(watched == nil)
  }
}
