// The runtime as it was before the typed spring banks (commit 1345332):
// copied verbatim apart from the names, the doc comments and the property
// animators, so the benchmarks can report the new design's speed as a ratio
// to the old one measured in the same process.
import FluidAnimation
import FluidPhysics
@MainActor
protocol LegacyStoreProtocol: AnyObject {
    var count: Int { get }
    func advance(to time: Double, events: inout [LegacyPendingEvent])
    func deliver()
    func sweep(events: inout [LegacyPendingEvent])
}

struct LegacyPendingEvent {
    var handler: ((AnimationCompletion) -> Void)?
    var group: UInt64
    var event: AnimationCompletion
    var memberWasLogical = false
}

@MainActor
final class LegacyStore<A: ValueAnimation>: LegacyStoreProtocol {
    struct Entry {
        let id: LegacyID
        var animation: A
        var sample: AnimationSample<A.Value>
        var onUpdate: ((AnimationSample<A.Value>) -> Void)?
        var completion: ((AnimationCompletion) -> Void)?
        var group: UInt64
        var reportedLogical = false
        var cancelled = false
        var silent = false
        var waitsForNextFrame = false
    }

    private(set) var entries: [Entry] = []
    private var slot: [LegacyID: Int] = [:]
    private var advancedCount = 0

    var count: Int { entries.count }

    func index(of id: LegacyID) -> Int? {
        guard let i = slot[id], !entries[i].cancelled else { return nil }
        return i
    }

    func append(_ entry: Entry) {
        slot[entry.id] = entries.count
        entries.append(entry)
    }

    func entry(at index: Int) -> Entry { entries[index] }

    func setAnimation(_ animation: A, at index: Int, time: Double, duringTick: Bool) {
        entries[index].animation = animation
        entries[index].sample = animation.sample(at: time)
        if duringTick { entries[index].waitsForNextFrame = true }
    }

    func markCancelled(at index: Int, silent: Bool) {
        entries[index].cancelled = true
        entries[index].silent = silent
    }

    func remove(at index: Int) -> Entry {
        let removed = entries[index]
        slot[removed.id] = nil
        let last = entries.count - 1
        if index != last {
            entries[index] = entries[last]
            slot[entries[index].id] = index
        }
        // Array's own `remove(at:)`: the protocol's `removeLast()` instantiates
        // a witness table (an allocation) the first time each store removes.
        entries.remove(at: last)
        return removed
    }

    func advance(to time: Double, events: inout [LegacyPendingEvent]) {
        // Plain index loops throughout: in unoptimised builds a `for … in`
        // over generic elements goes through generic iterator code that
        // allocates.
        advancedCount = entries.count
        var i = 0
        while i < advancedCount {
            if !entries[i].cancelled {
                let s = entries[i].animation.sample(at: time)
                entries[i].sample = s
                if s.isLogicallyComplete && !entries[i].reportedLogical {
                    entries[i].reportedLogical = true
                    events.append(LegacyPendingEvent(handler: entries[i].completion, group: entries[i].group, event: .logicallyComplete))
                }
            }
            i += 1
        }
    }

    func deliver() {
        var i = 0
        while i < advancedCount && i < entries.count {
            if !entries[i].cancelled, let handler = entries[i].onUpdate {
                let s = entries[i].sample
                handler(s)
            }
            i += 1
        }
    }

    func sweep(events: inout [LegacyPendingEvent]) {
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].cancelled {
                let e = remove(at: i)
                if !e.silent {
                    events.append(LegacyPendingEvent(handler: e.completion, group: e.group, event: .cancelled, memberWasLogical: e.reportedLogical))
                }
            } else if entries[i].waitsForNextFrame {
                entries[i].waitsForNextFrame = false
            } else if entries[i].sample.isSettled {
                let e = remove(at: i)
                if !e.reportedLogical {
                    events.append(LegacyPendingEvent(handler: e.completion, group: e.group, event: .logicallyComplete))
                }
                events.append(LegacyPendingEvent(handler: e.completion, group: e.group, event: .settled))
            }
            i -= 1
        }
        advancedCount = 0
    }
}
