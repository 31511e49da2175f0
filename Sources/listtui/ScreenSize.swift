import ArgumentParser
import ListKit

/// A screen size written `WIDTHxHEIGHT`, such as `80x24`.
struct ScreenSize: ExpressibleByArgument, CustomStringConvertible {
  var width: Int
  var height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }

  var size: Size { Size(width: width, height: height) }
  var description: String { "\(width)x\(height)" }
  static var defaultValueDescription: String { "80x24" }
}
