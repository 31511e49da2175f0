import Pictures
import Render
import Testing

@testable import Pictures

@Suite("Picture loader")
struct LoaderTests {
  let box = Size(width: 10, height: 10)

  /// A 40×80 image: 1:2, so it fills a square box of cells exactly.
  static let portrait = (try? ImageEncoder.png(Fixtures.halves(width: 40, height: 80))) ?? []

  @Test("a picture arrives off the main thread, with onChange, and state reads it")
  func delivers() {
    let probe = LoaderProbe(bytes: Self.portrait)
    let loader = PictureLoader(onChange: probe.onChange)
    let request = PictureRequest(probe.source("a"), fitting: box)
    #expect(loader.state(for: request) == .pending)
    loader.request([request])
    #expect(probe.wait { loader.isSettled([request]) })
    #expect(loader.state(for: request).picture?.size == Size(width: 10, height: 10))
    // A result is seen settled a moment before its onChange runs: wait for the count too.
    #expect(probe.wait { probe.changeCount >= 1 })
    #expect(probe.changeCount == 1)
    #expect(probe.changesWereOffThread)
  }

  @Test("state never waits, even while the worker is busy with a slow source")
  func stateNeverBlocks() {
    let probe = LoaderProbe(bytes: Self.portrait, holding: ["slow"])
    probe.releaseEventually()
    let loader = PictureLoader(onChange: probe.onChange)
    let slow = PictureRequest(probe.source("slow"), fitting: box)
    loader.request([slow])
    #expect(probe.waitUntilStarted())
    let start = ContinuousClock.now
    for _ in 0..<1000 { #expect(loader.state(for: slow) == .pending) }
    loader.request([slow, PictureRequest(probe.source("other"), fitting: box)])
    #expect(ContinuousClock.now - start < .milliseconds(500))
    probe.release()
    #expect(probe.wait { loader.isSettled([slow]) })
  }

  @Test("the latest batch goes first, in its order; requests no longer wanted never start")
  func priorityAndCancellation() {
    let probe = LoaderProbe(bytes: Self.portrait, holding: ["a", "b"])
    probe.releaseEventually()
    let loader = PictureLoader(onChange: probe.onChange)
    let request = { (key: String) in PictureRequest(probe.source(key), fitting: self.box) }
    loader.request([request("a")])
    #expect(probe.waitUntilStarted())
    // "a" is no longer wanted: "b" starts beside it, and "c" and "e" wait behind "b".
    loader.request([request("b"), request("c"), request("e")])
    #expect(probe.waitUntilStarted())
    // Now "b" is not wanted either; "e" never starts.
    loader.request([request("d"), request("c")])
    #expect(probe.wait { loader.isSettled([request("c"), request("d")]) })
    probe.release()
    #expect(probe.wait { loader.isSettled([request("a"), request("b")]) })
    #expect(probe.reads == ["a", "b", "d", "c"])
    #expect(loader.state(for: request("e")) == .pending)
    #expect(loader.state(for: request("a")).picture != nil)
    #expect(loader.state(for: request("b")).picture != nil)
  }

  @Test("a picture still being drawn once out of view does not hold up the one now in view")
  func staleDecodeDoesNotBlock() {
    let probe = LoaderProbe(bytes: Self.portrait, holding: ["gone"])
    probe.releaseEventually(after: 8)
    let loader = PictureLoader(onChange: probe.onChange)
    let gone = PictureRequest(probe.source("gone"), fitting: box)
    let shown = PictureRequest(probe.source("shown"), fitting: box)
    loader.request([gone])
    #expect(probe.waitUntilStarted())
    loader.request([shown])
    // Drawn while the read of "gone" is still held: before it, in order of work.
    #expect(probe.wait(seconds: 4) { loader.isSettled([shown]) })
    #expect(loader.state(for: gone) == .pending)
    #expect(probe.reads == ["gone", "shown"])
    probe.release()
    // The stale one still finishes, and is kept.
    #expect(probe.wait { loader.isSettled([gone]) })
    #expect(loader.state(for: gone).picture != nil)
  }

  @Test("while it is wanted, a picture being drawn goes first: one wanted picture at a time")
  func oneWantedAtATime() {
    let probe = LoaderProbe(bytes: Self.portrait, holding: ["first"])
    probe.releaseEventually()
    let loader = PictureLoader(onChange: probe.onChange)
    let first = PictureRequest(probe.source("first"), fitting: box)
    let second = PictureRequest(probe.source("second"), fitting: box)
    loader.request([first])
    #expect(probe.waitUntilStarted())
    loader.request([first, second])
    #expect(loader.core.queue.withLock { $0.workers } == 1)
    #expect(probe.reads == ["first"])
    probe.release()
    #expect(probe.wait { loader.isSettled([first, second]) })
    #expect(probe.reads == ["first", "second"])
  }

  @Test("past three threads, a wanted picture waits for the first stale one to finish")
  func threadCap() {
    let probe = LoaderProbe(bytes: Self.portrait, holding: ["s0", "s1", "s2"])
    probe.releaseEventually()
    let loader = PictureLoader(onChange: probe.onChange)
    let request = { (key: String) in PictureRequest(probe.source(key), fitting: self.box) }
    for key in ["s0", "s1", "s2"] {
      loader.request([request(key)])
      #expect(probe.waitUntilStarted())
    }
    loader.request([request("shown")])
    #expect(loader.core.queue.withLock { ($0.workers, $0.inFlight.count) } == (3, 3))
    #expect(probe.reads == ["s0", "s1", "s2"])
    probe.release()
    #expect(probe.wait { loader.isSettled([request("shown")]) })
    #expect(probe.reads.last == "shown")
    #expect(loader.core.queue.withLock { $0.workers } == 3)
  }

  @Test("a request repeated in a batch, or already cached, is drawn once")
  func drawnOnce() {
    let probe = LoaderProbe(bytes: Self.portrait)
    let loader = PictureLoader(onChange: probe.onChange)
    let request = PictureRequest(probe.source("a"), fitting: box)
    loader.request([request, request, request])
    #expect(probe.wait { loader.isSettled([request]) })
    loader.request([request])
    loader.request([request])
    let other = PictureRequest(probe.source("b"), fitting: box)
    loader.request([request, other])
    #expect(probe.wait { loader.isSettled([other]) })
    #expect(probe.reads == ["a", "b"])
  }

  @Test("failures are results too: a missing file and a corrupt one")
  func failures() {
    let probe = LoaderProbe(bytes: Array("not an image".utf8))
    let loader = PictureLoader(onChange: probe.onChange)
    let missing = PictureRequest(.file("/nonexistent/picture.png"), fitting: box)
    let corrupt = PictureRequest(probe.source("text"), fitting: box)
    loader.request([missing, corrupt])
    #expect(probe.wait { loader.isSettled([missing, corrupt]) })
    if case .failed(.missing) = loader.state(for: missing) {
    } else {
      Issue.record("expected .missing, got \(loader.state(for: missing))")
    }
    #expect(loader.state(for: corrupt) == .failed(.unsupportedFormat))
    // A result is seen settled a moment before its onChange runs: wait for the count too.
    #expect(probe.wait { probe.changeCount >= 2 })
    #expect(probe.changeCount == 2)
  }

  @Test("past the cell cap, the least recently requested pictures are evicted")
  func memoryCap() {
    let probe = LoaderProbe(bytes: Self.portrait)
    let loader = PictureLoader(maxCachedCells: 100, onChange: probe.onChange)
    let requests = (0..<10).map { PictureRequest(probe.source("p\($0)"), fitting: box) }
    for request in requests {
      loader.request([request])
      #expect(probe.wait { loader.isSettled([request]) })
    }
    let cost = loader.core.queue.withLock { $0.cache.cost }
    #expect(cost <= 100)
    #expect(loader.state(for: requests[0]) == .pending)
    #expect(loader.state(for: requests[9]).picture != nil)
    // Asking again draws it again, from the decoded pixels still cached: no second read.
    loader.request([requests[0]])
    #expect(probe.wait { loader.isSettled([requests[0]]) })
    #expect(loader.state(for: requests[0]).picture != nil)
    #expect(probe.reads.filter { $0 == "p0" }.count == 1)
    // A result is seen settled a moment before its onChange runs: wait for the count too.
    #expect(probe.wait { probe.changeCount >= 11 })
    #expect(probe.changeCount == 11)
  }

  @Test("the pictures of the current batch stay, even past the cap")
  func currentBatchPinned() {
    let probe = LoaderProbe(bytes: Self.portrait)
    let loader = PictureLoader(maxCachedCells: 150, onChange: probe.onChange)
    let visible = (0..<4).map { PictureRequest(probe.source("v\($0)"), fitting: box) }
    loader.request(visible)
    #expect(probe.wait { loader.isSettled(visible) })
    #expect(visible.allSatisfy { loader.state(for: $0).picture != nil })
    let next = PictureRequest(probe.source("next"), fitting: box)
    loader.request([next])
    #expect(probe.wait { loader.isSettled([next]) })
    #expect(loader.core.queue.withLock { $0.cache.cost } <= 150)
    #expect(loader.state(for: visible[0]) == .pending)
  }

  @Test("a second, smaller box reuses the decoded pixels; a larger one decodes again")
  func pixelsReused() throws {
    let jpeg = try ImageEncoder.jpeg(Fixtures.gradient(width: 1600, height: 1600))
    let probe = LoaderProbe(bytes: jpeg)
    let loader = PictureLoader(onChange: probe.onChange)
    let source = probe.source("photo")
    let sizes = [
      Size(width: 10, height: 5), Size(width: 6, height: 3), Size(width: 60, height: 30),
    ]
    for size in sizes {
      let request = PictureRequest(source, fitting: size)
      loader.request([request])
      #expect(probe.wait { loader.isSettled([request]) })
      #expect(loader.state(for: request).picture?.size == size)
    }
    #expect(probe.reads == ["photo", "photo"])
    let mono = PictureRequest(source, fitting: Size(width: 20, height: 10), colors: .none)
    loader.request([mono])
    #expect(probe.wait { loader.isSettled([mono]) })
    #expect(probe.reads.count == 2)
  }

  @Test("removeAll forgets results, so the next request draws again")
  func removeAll() {
    let probe = LoaderProbe(bytes: Self.portrait)
    let loader = PictureLoader(onChange: probe.onChange)
    let request = PictureRequest(probe.source("a"), fitting: box)
    loader.request([request])
    #expect(probe.wait { loader.isSettled([request]) })
    loader.removeAll()
    #expect(loader.state(for: request) == .pending)
    loader.request([request])
    #expect(probe.wait { loader.isSettled([request]) })
    #expect(probe.reads == ["a", "a"])
  }

  @Test("a loader dropped mid-picture lets its worker finish and exit, silently")
  func droppedWhileBusy() {
    let probe = LoaderProbe(bytes: Self.portrait, holding: ["slow"])
    probe.releaseEventually()
    var loader: PictureLoader? = PictureLoader(onChange: probe.onChange)
    weak let core = loader?.core
    loader?.request([PictureRequest(probe.source("slow"), fitting: box)])
    #expect(probe.waitUntilStarted())
    loader = nil
    #expect(core != nil)
    probe.release()
    let deadline = ContinuousClock.now + .seconds(5)
    while core != nil && ContinuousClock.now < deadline {
      probe.nap()
    }
    #expect(core == nil)
    #expect(probe.changeCount == 0)
  }
}
