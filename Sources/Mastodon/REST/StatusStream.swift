import FeedModel
import JSON

/// Reads a JSON array of statuses from an input as it arrives, one element at a time, so that
/// each status can be shown as soon as it is parsed.
///
/// More JSON values may follow the array, as when pages of a timeline are saved one after
/// another (`cat page1.json page2.json`) or a status is appended: each further array's elements,
/// each further status, and the statuses of a further `{"statuses": […]}` go on where the
/// previous left off, numbered on from them (as `jq -s add` would join them). Any other value
/// after the first ends the reading with what it is (see ``RESTShape``).
///
/// Only the element being read is kept: the bytes before it are dropped, their lines counted,
/// so a syntax error still names its line and column in the whole input, and nesting is counted
/// from the top of the document, so `[[[…` fails at the 513th level however it arrives. One
/// element larger than ``ExportFiles/sizeLimit`` fails as too large.
struct StatusStream {
  /// What a pass over the bytes in hand came to.
  private enum Outcome {
    case needMore
    case finished
    case failed(DecodingFailure)
    /// The caller refused an element.
    case refused(DocumentError)
  }

  /// Where the reader is in the array.
  private enum Place {
    case start
    case elements(JSONReader.Container, index: Int)
    /// Between top-level values, the next status numbered `next`.
    case between(next: Int)
  }

  private let input: ByteInput
  private let name: String
  private let blockSize: Int
  private var bytes: [UInt8] = []
  /// The input offset of the first byte in hand.
  private var start = 0
  private var dropped = PositionCounter()
  private var isAtEnd = false
  private var place = Place.start
  /// The offset in ``bytes`` of the next byte to read.
  private var cursor = 0

  /// A stream over `input`, named `name` in messages, read `blockSize` bytes at a time at least.
  init(_ input: ByteInput, name: String, blockSize: Int = 1 << 20) {
    self.input = input
    self.name = name
    self.blockSize = blockSize
  }

  /// Reads the whole array, handing each element to `element` with its index, the input
  /// offset just past it and a message for each lone UTF-16 surrogate escape in it (see
  /// ``LoneSurrogate``); `waiting` is called before a read that would wait on a pipe.
  ///
  /// `element` returns nil to go on, or the error that ends the reading there. A JSON object
  /// after the array that holds statuses (a status, search results, a thread's context) is
  /// handed to `object` with its shape, the index of its first status and its line, before
  /// its statuses are.
  ///
  /// - Throws: ``DocumentError`` for input that cannot be read, malformed JSON, a document
  ///   that is not an array, an element too large, or the error `element` returned.
  mutating func run(
    element: (JSONValue, _ index: Int, _ end: Int, _ surrogates: [String]) -> DocumentError?,
    object: (RESTShape, JSONValue, _ firstIndex: Int, _ line: Int) -> Void = { _, _, _, _ in },
    waiting: () -> Void
  ) throws(DocumentError) {
    _ = try readMore()
    while true {
      switch pass(element, object: object) {
      case .finished:
        return
      case .failed(let failure):
        throw error(for: failure)
      case .refused(let error):
        throw error
      case .needMore:
        drop(before: cursor)
        if bytes.count > ExportFiles.sizeLimit {
          let limit = ExportFiles.sizeLimit
          throw DocumentError(
            kind: .invalid, file: name, place: nil,
            message: "too large (a status of more than \(limit) bytes; the limit is \(limit))")
        }
        if input.wouldWait { waiting() }
        _ = try readMore()
      }
    }
  }

  /// Reads elements from the bytes in hand until they run out, the array ends, or something
  /// is wrong.
  ///
  /// A step that runs into the end of the bytes rolls back and asks for more.
  private mutating func pass(
    _ element: (JSONValue, Int, Int, [String]) -> DocumentError?,
    object: (RESTShape, JSONValue, Int, Int) -> Void
  ) -> Outcome {
    let held = bytes
    return held.withUnsafeBufferPointer { buffer -> Outcome in
      let depth = if case .elements = place { 1 } else { 0 }
      var reader = JSONReader(buffer, resumingAt: cursor, depth: depth)
      if start == 0, cursor == 0, buffer.starts(with: JSONReader.byteOrderMark) {
        reader.offset = JSONReader.byteOrderMark.count
      }
      while true {
        let checkpoint = (offset: reader.offset, place: place)
        do throws(DecodingFailure) {
          switch place {
          case .start:
            let kind = try reader.peekKind()
            guard kind == .array else {
              throw .invalid(
                path: nil, message: "expected an array of statuses, found \(kind.phrase)")
            }
            place = .elements(try reader.beginArray(), index: 0)
          case .elements(var array, let index):
            guard try reader.nextElement(in: &array) else {
              place = .between(next: index)
              break
            }
            let value = try reader.readValue()
            // A number at the very end of the bytes in hand might go on.
            if !isAtEnd, reader.offset >= buffer.count {
              (cursor, place) = checkpoint
              return .needMore
            }
            let surrogates = surrogateMessages(&reader, in: buffer)
            if let refusal = element(value, index, start + reader.offset, surrogates) {
              return .refused(refusal)
            }
            place = .elements(array, index: index + 1)
          case .between(let next):
            reader.skipWhitespace()
            if !isAtEnd, reader.offset >= buffer.count {
              cursor = reader.offset
              return .needMore
            }
            guard reader.offset < buffer.count else { return .finished }
            if buffer[reader.offset] == UInt8(ascii: "[") {
              place = .elements(try reader.beginArray(), index: next)
              break
            }
            guard buffer[reader.offset] == UInt8(ascii: "{") else {
              try reader.finish()
              return .finished
            }
            let valueStart = reader.offset
            let value = try reader.readValue()
            let shape = RESTShape(value)
            guard let statuses = shape.statuses(of: value) else {
              return .refused(refusal(shape, at: valueStart, in: buffer))
            }
            let surrogates = surrogateMessages(&reader, in: buffer)
            object(shape, value, next, line(at: valueStart, in: buffer))
            for (offset, status) in statuses.enumerated() {
              let index = next + offset
              if let refusal = element(
                status, index, start + reader.offset, offset == 0 ? surrogates : [])
              {
                return .refused(refusal)
              }
            }
            place = .between(next: next + statuses.count)
          }
          cursor = reader.offset
        } catch {
          if !isAtEnd, Self.ranOut(error, count: buffer.count) {
            (cursor, place) = checkpoint
            return .needMore
          }
          return .failed(error)
        }
      }
    }
  }

  /// The messages for the lone surrogate escapes the reader replaced in the value it just read,
  /// placed in the whole input; the reader forgets them.
  private func surrogateMessages(
    _ reader: inout JSONReader, in buffer: UnsafeBufferPointer<UInt8>
  ) -> [String] {
    defer { reader.replacedSurrogates.removeAll() }
    return reader.replacedSurrogates.map { offset in
      var counter = dropped
      counter.advance(over: UnsafeBufferPointer(rebasing: buffer[0..<offset]))
      return LoneSurrogate.message(escapeAt: offset, in: buffer, position: counter.position)
    }
  }

  /// The error for a value after the first that holds no statuses, placed at its start.
  private func refusal(
    _ shape: RESTShape, at offset: Int, in buffer: UnsafeBufferPointer<UInt8>
  ) -> DocumentError {
    shape.refusal(afterStatusesIn: name, line: line(at: offset, in: buffer))
  }

  /// The line, in the whole input, of an offset in the bytes in hand.
  private func line(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var counter = dropped
    counter.advance(over: UnsafeBufferPointer(rebasing: buffer[0..<offset]))
    return counter.position.line
  }

  /// Whether a failure came from reaching the end of the bytes, rather than from what they say.
  private static func ranOut(_ failure: DecodingFailure, count: Int) -> Bool {
    guard case .malformed(let offset, let message) = failure else { return false }
    return offset >= count || message == "unterminated string"
  }

  /// Reads another block onto the end; returns false at the end of the input.
  private mutating func readMore() throws(DocumentError) -> Bool {
    guard !isAtEnd else { return false }
    let read = try input.read(upTo: max(blockSize, bytes.count / 2), appendingTo: &bytes)
    if read == 0 { isAtEnd = true }
    return read > 0
  }

  /// Drops the bytes before an offset in hand, which the reader is done with.
  private mutating func drop(before offset: Int) {
    guard offset > 0 else { return }
    bytes.withUnsafeBufferPointer {
      dropped.advance(over: UnsafeBufferPointer(rebasing: $0[0..<offset]))
    }
    bytes.removeFirst(offset)
    start += offset
    cursor -= offset
  }

  /// The error for a failure, placed in the whole input.
  private func error(for failure: DecodingFailure) -> DocumentError {
    switch failure {
    case .malformed(let offset, let message):
      var counter = dropped
      bytes.withUnsafeBufferPointer {
        counter.advance(over: UnsafeBufferPointer(rebasing: $0[0..<min(offset, $0.count)]))
      }
      return DocumentError(
        kind: .malformed, file: name, place: counter.position.description, message: message)
    case .invalid(let path, let message):
      return DocumentError(kind: .invalid, file: name, place: path, message: message)
    }
  }
}
