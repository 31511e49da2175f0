import Input
import Testing

@testable import TerminalBackend

@Suite("Telling a double click from two clicks")
struct ClickCounterTests {
  let start = ContinuousClock.now

  @Test("Two presses at the same place within the interval make a double click")
  func samePlace() {
    var clicks = ClickCounter()
    #expect(clicks.action(x: 10, y: 5, at: start) == .click)
    #expect(clicks.action(x: 11, y: 5, at: start + .milliseconds(300)) == .doubleClick)
  }

  @Test("A second press columns away is a click of its own; one on another line is not")
  func otherPlace() {
    var clicks = ClickCounter()
    #expect(clicks.action(x: 10, y: 5, at: start) == .click)
    #expect(clicks.action(x: 13, y: 5, at: start + .milliseconds(50)) == .click)
    // The last click starts the next double click, on the line below: the two lines of one
    // row, as the list tells.
    #expect(clicks.action(x: 13, y: 6, at: start + .milliseconds(200)) == .doubleClick)
  }

  @Test(
    "A press after the interval is a click; quick presses after a double click are dropped until a pause"
  )
  func timing() {
    var clicks = ClickCounter(interval: .milliseconds(400))
    #expect(clicks.action(x: 0, y: 0, at: start) == .click)
    #expect(clicks.action(x: 0, y: 0, at: start + .milliseconds(401)) == .click)
    #expect(clicks.action(x: 0, y: 0, at: start + .milliseconds(500)) == .doubleClick)
    // A triple click, and a fourth press: the rest of the double click.
    #expect(clicks.action(x: 0, y: 0, at: start + .milliseconds(550)) == nil)
    #expect(clicks.action(x: 1, y: 0, at: start + .milliseconds(900)) == nil)
    // A pause, or a press elsewhere, starts over.
    #expect(clicks.action(x: 1, y: 0, at: start + .milliseconds(1301)) == .click)
    #expect(clicks.action(x: 1, y: 0, at: start + .milliseconds(1400)) == .doubleClick)
    #expect(clicks.action(x: 5, y: 0, at: start + .milliseconds(1450)) == .click)
  }

  @Test("Seeded sequences: a double click always follows a click in the same columns, in time")
  func property() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var clicks = ClickCounter()
      var time = start
      var previous: (x: Int, y: Int, time: ContinuousClock.Instant, action: MouseEvent.Action?)?
      for _ in 0..<50 {
        time += .milliseconds(Int.random(in: 0...600, using: &random))
        let x = Int.random(in: 0...3, using: &random)
        let y = Int.random(in: 0...1, using: &random)
        let action = clicks.action(x: x, y: y, at: time)
        let close = previous.map { abs($0.x - x) <= 1 && time - $0.time <= .milliseconds(400) }
        // A press dropped goes on, close in time and place, from a double click or another.
        if let previous, previous.action != .click, close == true {
          #expect(action == nil, "a quick press after a double click was not dropped")
        }
        if action == nil {
          #expect(close == true && previous?.action != .click)
        }
        if action == .doubleClick {
          let first = try? #require(previous)
          #expect(first?.action == .click)
          #expect(first.map { abs($0.x - x) <= 1 } == true)
          #expect(first.map { time - $0.time <= .milliseconds(400) } == true)
        } else if let previous, previous.action == .click,
          abs(previous.x - x) <= 1, time - previous.time <= .milliseconds(400)
        {
          Issue.record("a quick second press at the same place was not a double click")
        }
        previous = (x, y, time, action)
      }
    }
  }
}
