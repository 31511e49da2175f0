import Pictures
import Render
import Testing

@Suite("Bundled demo pictures")
struct BundledPicturesTests {
  /// `Resources/pictures/` of this package, found from this file's path.
  static let folder: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/PicturesTests/BundledPicturesTests.swift
    return parts.joined(separator: "/") + "/Resources/pictures"
  }()

  static let names = [
    "sunset.png", "aurora.png", "tiles.png", "harbor.jpg", "avatar-cat.png",
    "avatar-robot.png", "avatar-bloom.png",
  ]

  @Test("each bundled picture is small and draws", arguments: names)
  func draws(name: String) throws {
    let bytes = try PictureSource.file(Self.folder + "/" + name).read()
    #expect(bytes.count < 20_000)
    let picture = try Picture(decoding: bytes, fitting: Size(width: 40, height: 14))
    #expect(picture.size.width > 10 && picture.size.height > 5)
  }

  @Test("the harbour photo is stored on its side and shown upright, 4:3")
  func harborUpright() throws {
    let bytes = try PictureSource.file(Self.folder + "/harbor.jpg").read()
    #expect(ExifOrientation(jpeg: bytes) == .rotated90)
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.originalSize == PixelSize(width: 320, height: 240))
    // The sky is on top: light blue; the sea below: dark blue.
    let sky = decoded.image[10, 5]
    let sea = decoded.image[10, 230]
    #expect(sky.blue > 180 && sky.red > 80)
    #expect(sea.blue < 120 && sea.red < 60)
  }
}
