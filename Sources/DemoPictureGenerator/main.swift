import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Usage: DemoPictureGenerator [FOLDER]   (default Resources/pictures)
// Draws the bundled demo pictures and writes them into FOLDER. The output is committed; run
// this again only to change the pictures. `harbor.jpg` is stored turned on its side with Exif
// orientation 6, so it shows upright only if the reader honours the tag.

let folder = CommandLine.arguments.dropFirst().first ?? "Resources/pictures"

/// Prints a message on standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
  var text = "DemoPictureGenerator: " + message + "\n"
  text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  exit(status)
}

/// Writes bytes to a file, or exits with a message.
func save(_ bytes: [UInt8], to name: String) {
  let path = folder + "/" + name
  guard let file = fopen(path, "wb") else { fail("cannot write \(path)", status: 73) }
  let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
  guard written == bytes.count else { fail("short write to \(path)", status: 74) }
  print("\(name): \(bytes.count) bytes")
}

do {
  save(try ImageEncoder.png(DemoScenes.sunset()), to: "sunset.png")
  save(try ImageEncoder.png(DemoScenes.aurora()), to: "aurora.png")
  save(try ImageEncoder.png(DemoScenes.tiles()), to: "tiles.png")
  save(try ImageEncoder.png(DemoAvatars.cat()), to: "avatar-cat.png")
  save(try ImageEncoder.png(DemoAvatars.robot()), to: "avatar-robot.png")
  save(try ImageEncoder.png(DemoAvatars.bloom()), to: "avatar-bloom.png")
  let harbor = DemoScenes.harbor().oriented(ExifOrientation.rotated90.inverse)
  save(try ImageEncoder.jpeg(harbor, quality: 80, orientation: .rotated90), to: "harbor.jpg")
} catch {
  fail("\(error)", status: 70)
}
