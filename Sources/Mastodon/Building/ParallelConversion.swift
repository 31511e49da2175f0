import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Converts the HTML of many posts on every core at once.
///
/// Conversions share nothing: each makes its own libxml2 document, and libxml2's parser is
/// initialised once for all threads (see `HTMLConverter`).
enum ParallelConversion {
  /// The cores to use.
  static let workers = max(1, min(8, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

  /// The plain text of each of `contents`, with its links, in order.
  static func texts(of contents: [Post.Content]) -> [PostText] {
    let results = TextResults(count: contents.count)
    let workers = min(Self.workers, contents.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: contents.count, by: workers) {
        results.set(index, FeedAssembler.text(of: contents[index]))
      }
    }
    return results.values
  }
}
