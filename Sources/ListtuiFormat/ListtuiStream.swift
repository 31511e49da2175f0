import FeedModel
import JSON

/// The state of reading one listtui document: where in its top-level structure the reader is,
/// and the window of input not yet used.
struct ListtuiStream {
  /// Where the reader is in the top-level structure.
  enum Place {
    /// Before the top-level object.
    case start
    /// Inside the top-level object, before a member or its closing brace.
    case members(JSONReader.Container)
    /// Inside one of the arrays of the top-level object, before an element or its end.
    case array(DocumentDecoder.DocumentField, JSONReader.Container, index: Int)
    /// After the top-level object: only whitespace may follow.
    case end
  }

  /// Which members the top-level object has shown so far.
  enum MembersSeen {
    /// None yet: `{}` is an empty document.
    case none
    /// Only members that are not the document's.
    case others
    /// At least one of the document's own members.
    case documents
  }

  /// What a pass over the window came to.
  enum Outcome {
    case needMore
    case finished
    case failed(DecodingFailure)
  }

  var window: InputWindow
  let builder: DocumentBuilder
  let name: String
  var place = Place.start
  /// The window offset of the next byte to read.
  var cursor = 0
  /// Whether a shape error was found and only syntax is checked from here on.
  var shapeError: DecodingFailure?
  var draft = EntryDraft()
  /// Which members the top-level object has shown so far.
  var membersSeen = MembersSeen.none
  /// The top-level object's container while an array member is read.
  var outerObject = JSONReader.Container()
  /// The misspelled top-level members already warned of: a step read again after more input
  /// came does not warn twice.
  var misspellings: Set<String> = []
  /// The unknown member names of users, entries, promos and what they hold, each looked at
  /// once for a misspelling.
  let unknownNames = UnknownMemberNames()

  init(input: ByteInput, builder: DocumentBuilder, blockSize: Int = 1 << 20) {
    window = InputWindow(input, blockSize: blockSize)
    self.builder = builder
    self.name = input.name
  }

  /// Reads the whole input.
  ///
  /// Before a read that would wait on a pipe, the builder hands out what is in, with the bytes
  /// read so far: whatever was parsed shows, and the status line says how much has come, for as
  /// long as the pipe says nothing more. Otherwise parts go out as ``DocumentBuilder`` times
  /// them.
  mutating func run() throws(DocumentError) {
    let builder = self.builder
    let showWhatIsIn = { (bytesRead: Int) in
      builder.noteProgress(bytesRead: bytesRead, totalBytes: nil)
      builder.publishIfChanged()
    }
    _ = try window.readMore(beforeWaiting: showWhatIsIn)
    while true {
      switch pass() {
      case .finished:
        if let shapeError { throw error(for: shapeError) }
        builder.noteProgress(bytesRead: window.bytesRead, totalBytes: window.totalBytes)
        return
      case .failed(let failure):
        guard case .invalid = failure, shapeError == nil else { throw error(for: failure) }
        shapeError = failure
      case .needMore:
        window.drop(before: cursor)
        cursor = 0
        _ = try window.readMore(beforeWaiting: showWhatIsIn)
        // One entry may take many reads (a post of a hundred megabytes): say how far it is.
        builder.noteProgress(bytesRead: window.bytesRead, totalBytes: window.totalBytes)
        builder.publishProgressWithinEntry()
      }
    }
  }

  /// The error for a failure, placed in the whole input.
  func error(for failure: DecodingFailure) -> DocumentError {
    switch failure {
    case .malformed(let offset, let message):
      let place = window.position(of: offset).description
      return DocumentError(kind: .malformed, file: name, place: place, message: message)
    case .invalid(let path, let message):
      return DocumentError(kind: .invalid, file: name, place: path, message: message)
    }
  }

  /// Reads as far as the window allows.
  mutating func pass() -> Outcome {
    var bytes = window.bytes
    defer { bytes = [] }
    return bytes.withUnsafeBufferPointer { buffer in passOver(buffer) }
  }
}
