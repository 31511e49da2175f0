import Dispatch
import FeedModel
import JSON

/// Reads an ActivityStreams `OrderedCollection` of activities (Mastodon's `outbox.json`) in two
/// passes: ``scan(_:file:member:)`` finds the items, and ``read(_:in:)`` reads one item into a
/// post, so that the newest posts are read first and the rest on every core.
///
/// `totalItems` is not trusted: the items are counted.
enum OutboxParser {
  /// The items of the outbox in `bytes`, in order, the name of the array holding them
  /// (`orderedItems`, or a `Collection`'s `items`), and the error that stopped the scan early,
  /// if one did; the whole outbox is checked.
  ///
  /// After malformed JSON the items whole before it are kept, so that what was read can be
  /// shown; after a wrong shape there are none.
  ///
  /// - Parameters:
  ///   - file: the input's display name, for errors.
  ///   - member: the member's name inside an archive, for error places; `nil` for a file.
  static func scan(
    _ bytes: [UInt8], file: String, member: String?,
    progress: (_ bytesScanned: Int) -> Void = { _ in }
  ) -> (items: [OutboxItem], list: String, error: DocumentError?) {
    bytes.withUnsafeBufferPointer { buffer in
      let (items, list, failure) = OutboxScanner.scan(buffer, progress: progress)
      return (
        items, list, failure.map { DocumentError($0, in: buffer, file: file, member: member) }
      )
    }
  }

  /// The item at `item`'s place in `bytes`, read into a post with its text converted, or the
  /// warning that skipped it; `owner` names the owner's followers collection, and `list` the
  /// array the item is in, for warnings.
  static func read(
    _ item: OutboxItem, in bytes: UnsafeBufferPointer<UInt8>, owner: Audience.Owner? = nil,
    list: String = "orderedItems"
  ) -> ReadItem {
    var reader = JSONReader(UnsafeBufferPointer(rebasing: bytes[item.range]))
    // The scan checked these bytes: reading them cannot fail.
    guard let value = try? reader.readValue() else { return ReadItem(index: item.index) }
    var outbox = Outbox()
    outbox.localDomain = owner?.localDomain
    ActivityParser.add(value, index: item.index, list: list, owner: owner, to: &outbox)
    let surrogates = LoneSurrogate.messages(of: reader, in: bytes, start: item.range.lowerBound)
    let place = "\(list)[\(item.index)]"
    var read = ReadItem(
      index: item.index, post: outbox.posts.first,
      warnings: surrogates.map { DocumentWarning(place: place, message: $0) } + outbox.warnings,
      accounts: outbox.accountOrder.compactMap { outbox.accounts[$0] })
    if let post = read.post { read.comment = FeedAssembler.text(of: post.content) }
    return read
  }

  /// The items, read on every core, in the order given.
  static func read(
    _ items: ArraySlice<OutboxItem>, in bytes: [UInt8], owner: Audience.Owner? = nil,
    list: String = "orderedItems"
  ) -> [ReadItem] {
    let results = ItemResults(count: items.count)
    let first = items.startIndex
    let workers = min(ParallelConversion.workers, items.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      bytes.withUnsafeBufferPointer { buffer in
        for offset in stride(from: worker, to: items.count, by: workers) {
          results.set(offset, read(items[first + offset], in: buffer, owner: owner, list: list))
        }
      }
    }
    return results.values
  }

  /// The order to show items in: see ``NewestFirst``.
  static func newestFirst(_ items: [OutboxItem]) -> [OutboxItem] {
    NewestFirst.order(items.map { $0.published.flatMap(DisplayDate.preciseMoment) }).map {
      items[$0]
    }
  }
}

extension DocumentError {
  /// The error for a JSON failure in `bytes`: `line:column` for malformed JSON, the path for a
  /// wrong shape, each after the member's name when the JSON is an archive member.
  init(
    _ failure: DecodingFailure, in bytes: UnsafeBufferPointer<UInt8>, file: String,
    member: String?
  ) {
    switch failure {
    case .malformed(let offset, let message):
      let position = TextPosition(offset: offset, in: bytes).description
      let place = member.map { "\($0):\(position)" } ?? position
      self.init(kind: .malformed, file: file, place: place, message: message)
    case .invalid(let path, let message):
      let place = [member, path].compactMap { $0 }.joined(separator: ": ")
      self.init(kind: .invalid, file: file, place: place.isEmpty ? nil : place, message: message)
    }
  }
}
