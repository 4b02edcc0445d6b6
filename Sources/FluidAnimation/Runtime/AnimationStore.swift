/// The runtime's view of one store: everything it does with a store, without
/// knowing the animation type. Called once per store per frame, not once per
/// animation.
@MainActor
protocol AnimationStoreProtocol: AnyObject {
    /// The number of entries, live or waiting to be swept.
    var count: Int { get }
    /// Evaluates every live animation at `time` and queues logical completions.
    func advance(to time: Double, events: inout [PendingEvent])
    /// Calls the update handlers of the entries that were advanced.
    func deliver()
    /// Removes settled and cancelled entries and queues their events.
    func sweep(events: inout [PendingEvent])
}

/// An event waiting to be told once the frame's work is done.
struct PendingEvent {
    var handler: ((AnimationCompletion) -> Void)?
    var group: UInt64
    var event: AnimationCompletion
    var memberWasLogical = false
}

/// The running animations of one type `A`, in contiguous storage.
///
/// Entries live in one array and are evaluated in order: per-frame work is
/// a tight loop over plain values, specialised for `A`, with no existential
/// per animation and no allocation. Removal swaps the last entry into the
/// hole; `slot` maps identifiers to positions.
@MainActor
final class AnimationStore<A: ValueAnimation>: AnimationStoreProtocol {
    struct Entry {
        let id: AnimationID
        var animation: A
        var sample: AnimationSample<A.Value>
        var onUpdate: ((AnimationSample<A.Value>) -> Void)?
        var completion: ((AnimationCompletion) -> Void)?
        var group: UInt64
        var reportedLogical = false
        var cancelled = false
        var silent = false
        /// Started or changed during a frame: not removed by that frame's
        /// sweep, so the next frame evaluates it and delivers its sample —
        /// the settled one included — before it can be removed.
        var waitsForNextFrame = false
    }

    private(set) var entries: [Entry] = []
    private var slot: [AnimationID: Int] = [:]
    private var advancedCount = 0

    var count: Int { entries.count }

    func index(of id: AnimationID) -> Int? {
        guard let i = slot[id], !entries[i].cancelled else { return nil }
        return i
    }

    func append(_ entry: Entry) {
        slot[entry.id] = entries.count
        entries.append(entry)
    }

    func entry(at index: Int) -> Entry { entries[index] }

    /// Replaces the animation of an entry and evaluates it at `time`. During
    /// a frame (`duringTick`) the entry waits for the next frame before it
    /// can be removed, so its settled value still reaches `onUpdate`.
    func setAnimation(_ animation: A, at index: Int, time: Double, duringTick: Bool) {
        entries[index].animation = animation
        entries[index].sample = animation.sample(at: time)
        if duringTick { entries[index].waitsForNextFrame = true }
    }

    /// Marks the entry removed; `remove(at:)` or the next sweep drops it.
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

    func advance(to time: Double, events: inout [PendingEvent]) {
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
                    events.append(PendingEvent(handler: entries[i].completion, group: entries[i].group, event: .logicallyComplete))
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

    func sweep(events: inout [PendingEvent]) {
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].cancelled {
                let e = remove(at: i)
                if !e.silent {
                    events.append(PendingEvent(handler: e.completion, group: e.group, event: .cancelled, memberWasLogical: e.reportedLogical))
                }
            } else if entries[i].waitsForNextFrame {
                entries[i].waitsForNextFrame = false
            } else if entries[i].sample.isSettled {
                let e = remove(at: i)
                if !e.reportedLogical {
                    events.append(PendingEvent(handler: e.completion, group: e.group, event: .logicallyComplete))
                }
                events.append(PendingEvent(handler: e.completion, group: e.group, event: .settled))
            }
            i -= 1
        }
        advancedCount = 0
    }
}
