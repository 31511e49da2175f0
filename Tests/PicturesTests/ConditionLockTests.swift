import Testing

@testable import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Condition lock")
struct ConditionLockTests {
  /// Runs `body` on a new thread; the returned closure waits for it to end.
  func spawn(_ body: @escaping @Sendable () -> Void) -> () -> Void {
    let done = ConditionLock(false)
    WorkerThread.start {
      body()
      done.withLock { $0 = true }
      done.signal()
    }
    return { done.wait { $0 ? () : nil } }
  }

  @Test("two threads changing the value under the lock never lose an update")
  func mutualExclusion() {
    let lock = ConditionLock([Int]())
    let hammer: @Sendable () -> Void = {
      for index in 0..<50_000 {
        lock.withLock { values in
          values.append(index)
          if values.count > 10 { values.removeAll() }
        }
      }
    }
    let join = spawn(hammer)
    hammer()
    join()
    // 100,000 appends, emptied each time the count reached 11.
    #expect(lock.withLock { $0.count } == 100_000 % 11)
  }

  @Test("a waiter sleeps until another thread changes the value and signals")
  func wakesOnSignal() {
    let lock = ConditionLock<Int?>(nil)
    let result = ConditionLock<Int?>(nil)
    let join = spawn {
      let value = lock.wait { $0 }
      result.withLock { $0 = value }
    }
    #expect(result.withLock { $0 } == nil)
    lock.withLock { $0 = 42 }
    lock.signal()
    join()
    #expect(result.withLock { $0 } == 42)
  }
}
