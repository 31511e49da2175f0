import AppCore
import FeedApp
import FeedModel
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: picture-keys`: `j` held down through a feed of large photos, as the terminal loop
/// runs it: each key handled and followed by a frame, and a picture that lands taken in and
/// drawn between keys, while the loader reads, decodes and converts photos in the background.
///
/// Every entry has a 12-megapixel JPEG of its own (a few distinct photos, each linked under
/// one name per entry, so each is read and decoded as a photo of its own), and keys come at a held key's repeat rate, faster than photos decode, so the loader is
/// always busy and behind: the keys must never wait for it. Times each key with its frame,
/// and each frame drawn for a picture that landed.
enum PictureKeysBenchmark {
  static let entries = 200
  static let photos = 4
  /// The time between keys: a held key repeating 40 times a second.
  static let keyInterval = Duration.milliseconds(25)

  static func run() {
    let folder = "/tmp/listbench-pictures-\(getpid())"
    mkdir(folder, 0o700)
    defer {
      for photo in 0..<photos { unlink("\(folder)/photo\(photo).jpg") }
      for entry in 0..<entries { unlink("\(folder)/IMG_\(entry).jpg") }
      unlink("\(folder)/doc.json")
      rmdir(folder)
    }
    var bytes = 0
    for photo in 0..<photos {
      let jpeg = PictureBenchmark.makePhoto(variant: photo)
      bytes += jpeg.count
      write(jpeg, to: "\(folder)/photo\(photo).jpg")
    }
    for entry in 0..<entries {
      link("\(folder)/photo\(entry % photos).jpg", "\(folder)/IMG_\(entry).jpg")
    }
    let feed = (0..<entries).map { index in
      #"{"id":"e\#(index)","user":"u\#(index % 7)","comment":"Photo number \#(index)","#
        + #""image":"IMG_\#(index).jpg","postedAt":"2016-12-19T12:44:03Z"}"#
    }
    let users = (0..<7).map { #"{"id":"u\#($0)","nickname":"user\#($0)"}"# }
    let document =
      #"{"users":["# + users.joined(separator: ",") + #"],"feed":["#
      + feed.joined(separator: ",\n") + "]}"
    write(Array(document.utf8), to: "\(folder)/doc.json")

    guard let snapshot = try? DocumentLoader.load(.file(path: "\(folder)/doc.json")) else {
      print("bench: picture-keys error=load")
      return
    }
    let size = Size(width: 80, height: 24)
    let wakeup = Wakeup()
    let shell = AppShell(
      state: DocumentState(name: "doc.json", snapshot: snapshot), size: size, wakeup: wakeup)
    shell.start(colorCount: 256)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    _ = shell.render(size: size)

    var keys: [Double] = []
    var wakes: [Double] = []
    var next = ContinuousClock.now
    for _ in 0..<entries {
      // Between keys, as the terminal loop does: take in each picture that lands, and draw.
      while case let left = next - ContinuousClock.now, left > .zero {
        let milliseconds = Int32(Measure.milliseconds(left).rounded(.up))
        guard wakeup.wait(milliseconds: milliseconds) else { continue }
        let start = ContinuousClock.now
        wakeup.clear()
        _ = shell.takePendingWork()
        _ = shell.render(size: size)
        wakes.append(Measure.milliseconds(ContinuousClock.now - start))
      }
      next += keyInterval
      let start = ContinuousClock.now
      _ = shell.handle(.key(.character("j")))
      _ = shell.render(size: size)
      keys.append(Measure.milliseconds(ContinuousClock.now - start))
    }
    let settle = ContinuousClock.now
    while shell.state.pictures?.isDrawing == true {
      if wakeup.wait(milliseconds: 1_000) { wakeup.clear() }
      _ = shell.takePendingWork()
    }
    let settled = Measure.milliseconds(ContinuousClock.now - settle)
    let last = shell.render(size: size)
    precondition(last.lines.joined().contains("Photo number \(entries - 1)"), "j reached the end")
    let sorted = keys.sorted()
    let woken = wakes.sorted()
    print(
      "bench: picture-keys n=\(entries) photos=\(photos) w=\(PictureBenchmark.width)"
        + " h=\(PictureBenchmark.height)"
        + " key_interval_ms=\(Measure.format(Measure.milliseconds(keyInterval), decimals: 0))"
        + " key_ms_median=\(Measure.format(sorted[sorted.count / 2]))"
        + " key_ms_max=\(Measure.format(sorted.last ?? 0))"
        + " landed_frames=\(wakes.count)"
        + " landed_ms_median=\(Measure.format(woken.isEmpty ? 0 : woken[woken.count / 2]))"
        + " landed_ms_max=\(Measure.format(woken.last ?? 0))"
        + " settle_ms=\(Measure.format(settled, decimals: 0))"
        + " jpeg_mb=\(Measure.format(Double(bytes) / 1_048_576, decimals: 1))"
        + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))")
  }

  /// Writes bytes to a new file.
  private static func write(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  }
}
