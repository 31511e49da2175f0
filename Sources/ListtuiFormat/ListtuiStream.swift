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

  init(input: ByteInput, builder: DocumentBuilder, blockSize: Int = 1 << 20) {
    window = InputWindow(input, blockSize: blockSize)
    self.builder = builder
    self.name = input.name
  }

  /// Reads the whole input.
  mutating func run() throws(DocumentError) {
    _ = try window.readMore()
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
        // A pipe may keep the next read waiting: show what is in before waiting for more.
        if window.totalBytes == nil { builder.publishIfChanged() }
        _ = try window.readMore()
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
