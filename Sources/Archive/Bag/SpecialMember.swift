/// An archive's member that is neither a regular file nor a link: a folder, a device or a fifo.
///
/// None is ever a member of the bag; they are kept so that a link to one, or an `outbox.json`
/// that is one, can say what it is rather than that it is missing.
struct SpecialMember: Hashable, Sendable {
  /// What kind of member it is.
  enum Kind: Hashable, Sendable {
    /// A folder (type `5`).
    case folder
    /// A character device (type `3`).
    case characterDevice
    /// A block device (type `4`).
    case blockDevice
    /// A fifo, or named pipe (type `6`).
    case fifo

    /// The kind by the tar header's type byte, or `nil` for another type.
    init?(type: UInt8) {
      switch type {
      case UInt8(ascii: "3"): self = .characterDevice
      case UInt8(ascii: "4"): self = .blockDevice
      case UInt8(ascii: "5"): self = .folder
      case UInt8(ascii: "6"): self = .fifo
      default: return nil
      }
    }

    /// The kind by the file type bits of a Unix mode (a zip's external attributes), or `nil`
    /// for a regular file, a link or another type.
    init?(mode: UInt32) {
      switch mode & 0o170000 {
      case 0o020000: self = .characterDevice
      case 0o060000: self = .blockDevice
      case 0o040000: self = .folder
      case 0o010000: self = .fifo
      default: return nil
      }
    }

    /// The kind in a message: `a folder`, `a fifo (named pipe)`.
    var phrase: String {
      switch self {
      case .folder: "a folder"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .fifo: "a fifo (named pipe)"
      }
    }
  }

  /// The member's normalised name, without a trailing `/`.
  var name: String
  /// What it is.
  var kind: Kind
}
