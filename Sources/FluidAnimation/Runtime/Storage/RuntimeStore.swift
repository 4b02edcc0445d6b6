import FluidPhysics

/// An event waiting to be told once the frame's work is done.
struct PendingEvent {
    var handler: ((AnimationCompletion) -> Void)?
    var group: UInt64
    var event: AnimationCompletion
    var memberWasLogical = false
}

/// The word a store keeps for each entry: its state bits (bits 0–6) and
/// the index of its handler record (bits 7–31, stored plus one so that 0
/// means none). One word, so a frame reads four bytes per entry for both.
///
/// The option-set operations below only ever name state bits, so testing,
/// inserting or removing them leaves the record index as it was.
struct EntryFlags: OptionSet {
    let rawValue: UInt32

    /// The latest sample is logically complete.
    static let logical = EntryFlags(rawValue: 1 << 0)
    /// The latest sample is settled: the entry is removed by the next sweep
    /// (unless it `waits`).
    static let settled = EntryFlags(rawValue: 1 << 1)
    /// `.logicallyComplete` has been queued for this animation.
    static let reported = EntryFlags(rawValue: 1 << 2)
    /// Cancelled during a frame: skipped, and removed by the sweep.
    static let cancelled = EntryFlags(rawValue: 1 << 3)
    /// Cancelled by `replace`: removed without an event.
    static let silent = EntryFlags(rawValue: 1 << 4)
    /// Started or changed during a frame: not removed by that frame's sweep,
    /// so the next frame evaluates it and delivers its sample — the settled
    /// one included — before it can be removed.
    static let waits = EntryFlags(rawValue: 1 << 5)
    /// Banks: the motion has not started yet (a delay, or exactly its start
    /// time); the state holds the sample itself, and the closed form takes
    /// over until the motion is under way.
    static let pending = EntryFlags(rawValue: 1 << 6)

    // Combinations, spelled without array literals: an option-set literal
    // builds an array (an allocation) in unoptimised builds.

    /// The bits a sample sets: `.logical`, `.settled`, `.pending`.
    static let sampleBits = EntryFlags(rawValue: logical.rawValue | settled.rawValue | pending.rawValue)
    /// The bits that take an entry off a bank's fast path: `.cancelled`,
    /// `.settled`, `.pending`.
    static let unusual = EntryFlags(rawValue: cancelled.rawValue | settled.rawValue | pending.rawValue)
    /// `.cancelled` and `.silent`.
    static let silentlyCancelled = EntryFlags(rawValue: cancelled.rawValue | silent.rawValue)

    /// The position of the handler record's index in the word.
    static let hookShift: UInt32 = 7
    /// The largest handler record index a word can hold (2²⁵ − 2).
    static let maximumHook = Int32((1 << (32 - hookShift)) - 2)

    /// The entry's record in `TypedStore.updates` and `hooks` (−1: none).
    var hook: Int32 {
        @inline(__always) get { Int32(bitPattern: rawValue >> Self.hookShift) - 1 }
    }

    /// These state bits with handler record `hook` (−1: none).
    func withHook(_ hook: Int32) -> EntryFlags {
        assert(hook >= -1 && hook <= Self.maximumHook, "handler record \(hook) out of range")
        let low = rawValue & ((1 << Self.hookShift) - 1)
        return EntryFlags(rawValue: low | UInt32(bitPattern: hook + 1) << Self.hookShift)
    }
}

/// The handlers and group of an animation, as the runtime hands them to a
/// store. Stores keep them apart from the entries, only for the animations
/// that have any (`TypedStore.updates` and `hooks`).
struct Hooks<Value: VectorArithmetic> {
    var onUpdate: ((AnimationSample<Value>) -> Void)?
    var completion: ((AnimationCompletion) -> Void)?
    var group: UInt64

    /// Whether completion events for this animation reach anyone (a
    /// completion handler or a group).
    var hasCompletionHandlers: Bool { completion != nil || group != 0 }
}

/// The completion side of `Hooks` as stored (see `TypedStore.hooks`).
struct CompletionHooks {
    var completion: ((AnimationCompletion) -> Void)?
    var group: UInt64
    /// Whether completion events reach anyone (a handler or a group).
    var notifies: Bool
    /// The next free record while this one is free.
    var nextFree: Int32
}

/// What the runtime does with a store, without knowing the animation type:
/// called once per store per frame, never once per animation.
class RuntimeStore {
    /// The animation type the store holds, as ``TypedStore/key``.
    let animationType: ObjectIdentifier
    /// The store's position in the runtime's list.
    let storeIndex: Int32
    /// The runtime's identifier table.
    let slots: AnimationSlots

    init(animationType: ObjectIdentifier, storeIndex: Int32, slots: AnimationSlots) {
        self.animationType = animationType
        self.storeIndex = storeIndex
        self.slots = slots
    }

    /// The number of entries, live or waiting to be swept.
    var count: Int { 0 }
    /// Evaluates every live animation at `time` (the runtime's new `now`)
    /// and queues logical completions.
    func advance(to time: Double, events: inout [PendingEvent]) {}
    /// Calls the update handlers of the entries that were advanced.
    func deliver() {}
    /// Removes settled and cancelled entries and queues their events;
    /// returns the number removed.
    func sweep(events: inout [PendingEvent]) -> Int { 0 }
    /// Whether entry `index` has been cancelled during the current frame.
    func isCancelled(at index: Int) -> Bool { false }
    /// Marks entry `index` cancelled (removed by the sweep).
    func markCancelled(at index: Int, silent: Bool) {}
    /// Removes entry `index` now; returns its completion handler, group and
    /// whether it had been reported logically complete.
    func remove(at index: Int) -> (completion: ((AnimationCompletion) -> Void)?, group: UInt64, reported: Bool) {
        (nil, 0, false)
    }
    /// Checks the store's invariants, stopping the program on the first
    /// broken one (see `AnimationRuntime.checkInvariants()`); returns the
    /// number of entries that hold an identifier slot.
    func checkInvariants() -> Int { 0 }
}
