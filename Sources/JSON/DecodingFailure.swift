/// Why decoding stopped, before it is tied to a file name.
public enum DecodingFailure: Error, Sendable, Equatable {
  /// The input is not well-formed JSON; `offset` is the byte where the problem is.
  case malformed(offset: Int, message: String)
  /// The JSON does not describe a document; `path` is `nil` for the top-level value.
  case invalid(path: String?, message: String)
}
