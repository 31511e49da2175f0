import Foundation
import Pictures

/// A temporary folder holding a listtui document and the picture files it names, removed when
/// done.
final class PictureFolder {
  /// The folder.
  let url: URL

  /// Creates an empty folder.
  init() throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: "listtui-pictures-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes a file of bytes into the folder.
  func write(_ bytes: [UInt8], to name: String) throws {
    try Data(bytes).write(to: url.appending(path: name))
  }

  /// Writes text into the folder and returns the file's path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let file = url.appending(path: name)
    try Data(text.utf8).write(to: file)
    return file.path
  }
}

/// Pictures drawn for the tests: plain colours split down the middle or across.
enum TestImages {
  static let red = RGBA(red: 255, green: 0, blue: 0)
  static let blue = RGBA(red: 0, green: 0, blue: 255)
  static let white = RGBA(red: 255, green: 255, blue: 255)
  static let black = RGBA(red: 0, green: 0, blue: 0)
  static let green = RGBA(red: 0, green: 200, blue: 0)

  /// An image whose left half is `left` and right half `right`.
  static func halves(width: Int, height: Int, _ left: RGBA, _ right: RGBA) -> PixelImage {
    PixelImage(width: width, height: height) { x, _ in x < width / 2 ? left : right }
  }

  /// An image of one colour.
  static func plain(width: Int, height: Int, _ color: RGBA) -> PixelImage {
    PixelImage(width: width, height: height) { _, _ in color }
  }
}
