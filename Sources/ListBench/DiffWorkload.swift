import ListDiff

/// The diff workload, the same for the same seed.
///
/// Old is ids 0..<n with content 0; new deletes 10% of the ids,
/// moves 10% to random positions, updates 5% in place and inserts 10% fresh ids at random
/// positions.
struct DiffWorkload {
  let old: [WorkloadElement]
  let new: [WorkloadElement]
  /// How many elements were moved on purpose; some land in order by chance.
  let movedCount: Int

  init(count n: Int, seed: UInt64 = 0x1157_2026) {
    var random = LinearCongruential(seed: seed)
    var order = Array(0..<n)
    for index in stride(from: n - 1, to: 0, by: -1) {
      order.swapAt(index, random.next(below: index + 1))
    }
    let tenth = n / 10
    var role = [UInt8](repeating: 0, count: n)  // 0 kept, 1 deleted, 2 moved, 3 updated
    for id in order[0..<tenth] { role[id] = 1 }
    for id in order[tenth..<(2 * tenth)] { role[id] = 2 }
    for id in order[(2 * tenth)..<(2 * tenth + n / 20)] { role[id] = 3 }

    var stay: [WorkloadElement] = []
    stay.reserveCapacity(n)
    for id in 0..<n where role[id] == 0 || role[id] == 3 {
      stay.append(WorkloadElement(id: id, content: role[id] == 3 ? 1 : 0))
    }
    // Moved and fresh elements go into random gaps between the staying elements.
    var extras = order[tenth..<(2 * tenth)].map { WorkloadElement(id: $0, content: 0) }
    extras += (n..<(n + tenth)).map { WorkloadElement(id: $0, content: 0) }
    let gaps = extras.map { _ in random.next(below: stay.count + 1) }
    let placed = zip(gaps, extras).sorted { $0.0 < $1.0 }
    var new: [WorkloadElement] = []
    new.reserveCapacity(stay.count + extras.count)
    var next = placed.makeIterator().peekable()
    for (gap, element) in stay.enumerated() {
      while let (slot, extra) = next.peek(), slot == gap {
        new.append(extra)
        _ = next.next()
      }
      new.append(element)
    }
    while let (_, extra) = next.next() { new.append(extra) }

    old = (0..<n).map { WorkloadElement(id: $0, content: 0) }
    self.new = new
    movedCount = tenth
  }
}
