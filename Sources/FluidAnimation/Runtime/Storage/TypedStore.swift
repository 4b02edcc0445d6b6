/// The running animations of one type `A`: the bookkeeping every store
/// shares (state bits, identifier slots, handlers) and the typed interface
/// the runtime uses between frames. Subclasses keep the animations
/// themselves — `SpringBank` and `DecayBank` as stepped state, `AnimationStore`
/// as values — and do the per-frame work, specialised for their types.
///
/// Entries are contiguous; removing one moves the last into its place (and
/// updates that entry's slot). Nothing here is called per animation per
/// frame except through the subclass's own loops.
class TypedStore<A: ValueAnimation>: RuntimeStore {
    /// The state bits and handler record of each entry.
    @exclusivity(unchecked) final var flags = Column<EntryFlags>()
    /// The slot of each entry in `AnimationSlots` (−1: detached, for an
    /// entry replaced during a frame whose identifier already lives elsewhere).
    @exclusivity(unchecked) final var entrySlots = Column<Int32>()
    /// Handlers and groups, for the entries that have any (`EntryFlags.hook`
    /// indexes both columns; most animations have none and cost no room):
    /// the update handler, read every frame, apart from the
    /// completion handler and group, read when the animation completes.
    @exclusivity(unchecked) final var updates = Column<UpdateHandler<A.Value>>()
    @exclusivity(unchecked) final var hooks = Column<CompletionHooks>()
    /// The first free record of `hooks` and `updates` (−1: none).
    final var freeHook: Int32 = -1
    /// The number of entries with an update handler.
    final var updateHandlers = 0
    /// Entries below this index were advanced in the current frame and are
    /// delivered; entries appended during the frame wait for the next one.
    final var advancedCount = 0
    /// Whether the next sweep has anything to do (an entry settled, was
    /// cancelled or waits).
    final var needsSweep = false
    /// Whether the latest pass over the entries (a frame's evaluation or
    /// delivery) ended at the last entry (see `beginPass()`).
    final var lastPassEndedHigh = false

    override final var count: Int { flags.count }

    /// The key of animation type `A` among a runtime's stores: the
    /// identity of this store class, the same for a bank and a general
    /// store of `A` (a class's identity serves both builds; Embedded Swift
    /// has none for a struct type such as `A` itself).
    static var key: ObjectIdentifier { ObjectIdentifier(TypedStore<A>.self) }

    /// An empty store at position `storeIndex` of a runtime's list, sharing its identifier table.
    init(storeIndex: Int32, slots: AnimationSlots) {
        super.init(animationType: Self.key, storeIndex: storeIndex, slots: slots)
    }

    deinit {
        flags.release()
        entrySlots.release()
        updates.release()
        hooks.release()
    }

    // MARK: What subclasses provide

    /// Appends the subclass's storage for `animation` evaluated at `time`;
    /// returns the sample's bits (`.logical`, `.settled`, `.pending`).
    func appendStorage(_ animation: A, time: Double) -> EntryFlags { fatalError("abstract") }
    /// Replaces the subclass's storage of entry `index`; returns the bits as `appendStorage`.
    func replaceStorage(_ animation: A, at index: Int, time: Double) -> EntryFlags { fatalError("abstract") }
    /// Moves the subclass's last entry into `index` and drops the last.
    func swapRemoveStorage(at index: Int) { fatalError("abstract") }
    /// The latest sample of entry `index`.
    func sample(at index: Int) -> AnimationSample<A.Value> { fatalError("abstract") }
    /// The animation of entry `index`, as it was given (reassembled).
    func animation(at index: Int) -> A { fatalError("abstract") }

    // MARK: Entries

    /// Appends an animation evaluated at `time`, with its slot and handlers.
    final func append(_ animation: A, slot: Int32, hooks h: Hooks<A.Value>, reported: Bool, waits: Bool, time: Double) {
        var f = appendStorage(animation, time: time)
        if reported { f.insert(.reported) }
        if waits { f.insert(.waits) }
        if f.contains(.settled) || waits { needsSweep = true }
        flags.append(f.withHook(addHooks(h)))
        entrySlots.append(slot)
    }

    /// Replaces the animation of entry `index` and evaluates it at `time`.
    /// During a frame (`duringTick`) the entry waits for the next frame
    /// before it can be removed, so its settled value still reaches `onUpdate`.
    final func setAnimation(_ animation: A, at index: Int, time: Double, duringTick: Bool) {
        let sampled = replaceStorage(animation, at: index, time: time)
        var f = flags[index]
        f.remove(.sampleBits)
        f.formUnion(sampled)
        if duringTick { f.insert(.waits) }
        if f.contains(.settled) || duringTick { needsSweep = true }
        flags[index] = f
    }

    /// The index of live (not cancelled) entry `index`, or nil.
    final func live(_ index: Int32) -> Int? {
        let i = Int(index)
        guard i >= 0, i < flags.count, !flags[i].contains(.cancelled) else { return nil }
        return i
    }

    /// A copy of entry `index`'s handlers and group.
    final func hooks(at index: Int) -> Hooks<A.Value> {
        let k = Int(flags[index].hook)
        guard k >= 0 else { return Hooks(onUpdate: nil, completion: nil, group: 0) }
        let c = hooks[k]
        return Hooks(onUpdate: updates[k].call, completion: c.completion, group: c.group)
    }

    /// Whether entry `index` has been reported logically complete.
    final func isReported(at index: Int) -> Bool { flags[index].contains(.reported) }

    override final func isCancelled(at index: Int) -> Bool { flags[index].contains(.cancelled) }

    override final func markCancelled(at index: Int, silent: Bool) {
        flags[index] = flags[index].union(silent ? .silentlyCancelled : .cancelled)
        // A replaced entry's identifier now belongs to its replacement.
        if silent { entrySlots[index] = -1 }
        needsSweep = true
    }

    override final func remove(at index: Int) -> (completion: ((AnimationCompletion) -> Void)?, group: UInt64, reported: Bool) {
        let reported = flags[index].contains(.reported)
        let h = removeEntry(at: index)
        return (h?.completion, h?.group ?? 0, reported)
    }

    /// Gives up entry `index`'s slot (its identifier moves to a replacement).
    final func detachSlot(at index: Int) { entrySlots[index] = -1 }

    /// Removes entry `index` (freeing its slot, update handler and
    /// completion record) and returns its completion record, if it had one.
    final func removeEntry(at index: Int) -> CompletionHooks? {
        let hook = flags[index].hook, slot = entrySlots[index]
        var removed: CompletionHooks?
        if hook >= 0 {
            let c = releaseHooks(hook)
            if c.notifies { removed = c }
        }
        if slot >= 0 { slots.free(slot) }
        let last = flags.count - 1
        flags.swapRemove(at: index)
        entrySlots.swapRemove(at: index)
        if index != last {
            let moved = entrySlots[index]
            if moved >= 0 { slots.move(moved, to: Int32(index)) }
        }
        swapRemoveStorage(at: index)
        return removed
    }

    override final func sweep(events: inout [PendingEvent]) -> Int {
        advancedCount = 0
        guard needsSweep else { return 0 }
        needsSweep = false
        var removed = 0
        var i = flags.count - 1
        while i >= 0 {
            let f = flags[i]
            if f.contains(.cancelled) {
                let h = removeEntry(at: i)
                removed += 1
                if !f.contains(.silent), let h {
                    events.append(PendingEvent(handler: h.completion, group: h.group, event: .cancelled,
                                               memberWasLogical: f.contains(.reported)))
                }
            } else if f.contains(.waits) {
                flags[i] = f.subtracting(.waits)
                // Removed by a later sweep if it stays settled.
                if f.contains(.settled) { needsSweep = true }
            } else if f.contains(.settled) {
                let h = removeEntry(at: i)
                removed += 1
                if let h {
                    if !f.contains(.reported) {
                        events.append(PendingEvent(handler: h.completion, group: h.group, event: .logicallyComplete))
                    }
                    events.append(PendingEvent(handler: h.completion, group: h.group, event: .settled))
                }
            }
            i -= 1
        }
        return removed
    }

    // MARK: Invariants

    /// The subclass's columns and counters agree with `count` (debug checks).
    func checkStorage() {}

    override final func checkInvariants() -> Int {
        let n = flags.count
        precondition(entrySlots.count == n && updates.count == hooks.count, "columns of \(n) entries: \(entrySlots.count) slots; \(updates.count) handlers, \(hooks.count) completions")
        precondition(advancedCount >= 0 && advancedCount <= n, "advanced \(advancedCount) of \(n)")
        var attached = 0, handlers = 0, records = 0
        var i = 0
        while i < n {
            let f = flags[i], slot = entrySlots[i], hook = f.hook
            if slot >= 0 {
                // slot[id] == index: the identifier table points back here.
                let s = slots.entry(slot)
                precondition(s.store == storeIndex && Int(s.index) == i && s.serial != 0,
                             "entry \(i) of store \(storeIndex): slot \(slot) says store \(s.store), index \(s.index)")
                attached += 1
            } else {
                precondition(f.contains(.silent), "entry \(i) of store \(storeIndex) has no slot but was not replaced")
            }
            precondition(!f.contains(.silent) || f.contains(.cancelled), "entry \(i): silent but not cancelled")
            precondition(!(f.contains(.settled) && f.contains(.pending)), "entry \(i): settled and pending")
            if hook >= 0 {
                precondition(Int(hook) < hooks.count, "entry \(i): completion record \(hook) of \(hooks.count)")
                if updates[Int(hook)].isSet { handlers += 1 }
                records += 1
            }
            i += 1
        }
        precondition(handlers == updateHandlers && updateHandlers >= 0, "\(updateHandlers) update handlers counted, \(handlers) stored")
        var free = 0
        var k = freeHook
        while k >= 0 {
            precondition(free <= hooks.count, "the free list of completion records loops")
            free += 1
            k = hooks[Int(k)].nextFree
        }
        precondition(records + free == hooks.count, "\(records) completion records used, \(free) free, \(hooks.count) in all")
        checkStorage()
        return attached
    }

    // MARK: Handlers

    /// Stores `h` (unless it is empty) and returns its record (−1: none).
    final func addHooks(_ h: Hooks<A.Value>) -> Int32 {
        let update = UpdateHandler<A.Value>(call: h.onUpdate)
        if update.isSet { updateHandlers += 1 }
        let notifies = h.hasCompletionHandlers
        guard notifies || update.isSet else { return -1 }
        let record = CompletionHooks(completion: h.completion, group: h.group, notifies: notifies, nextFree: -1)
        if freeHook >= 0 {
            let k = freeHook
            freeHook = hooks[Int(k)].nextFree
            hooks[Int(k)] = record
            updates[Int(k)] = update
            return k
        }
        precondition(hooks.count <= Int(EntryFlags.maximumHook), "AnimationRuntime: too many animations with handlers at once")
        hooks.append(record)
        updates.append(update)
        return Int32(hooks.count - 1)
    }

    /// Frees record `k` (releasing the update handler) and returns the
    /// completion side of what it held.
    final func releaseHooks(_ k: Int32) -> CompletionHooks {
        let c = hooks[Int(k)]
        if updates[Int(k)].isSet { updateHandlers -= 1 }
        updates[Int(k)] = UpdateHandler<A.Value>(call: nil)
        hooks[Int(k)] = CompletionHooks(completion: nil, group: 0, notifies: false, nextFree: freeHook)
        freeHook = k
        return c
    }

    /// Queues `.logicallyComplete` for entry `index`, whose bits are `f`
    /// (`.reported` is added).
    @inline(__always)
    final func reportLogical(_ index: Int, _ f: inout EntryFlags, events: inout [PendingEvent]) {
        assert(!flags[index].contains(.reported), "entry \(index) reported logically complete twice")
        f.insert(.reported)
        let k = f.hook
        guard k >= 0 else { return }
        let h = hooks[Int(k)]
        if h.notifies { events.append(PendingEvent(handler: h.completion, group: h.group, event: .logicallyComplete)) }
    }

    /// Starts a frame's evaluation of the entries and returns whether it runs
    /// from the last entry down: each pass starts where the previous one
    /// ended, so that the entries it touched last — still in cache when all
    /// of them are not — come first (serpentine order). Without update
    /// handlers the evaluations of successive frames alternate; with them,
    /// evaluation runs down and delivery, which keeps index order, up.
    /// Nothing observable depends on it: evaluation calls no user code but a
    /// custom animation's `sample(at:)`, a function of time alone, and the
    /// events it queues are put back in index order (`restoreOrder(_:from:)`).
    @inline(__always)
    final func beginPass() -> Bool {
        let down = lastPassEndedHigh
        lastPassEndedHigh = !down
        return down
    }

    /// Puts the events a downward pass queued from `first` on back in index
    /// order, as an upward pass would have queued them.
    final func restoreOrder(_ events: inout [PendingEvent], from first: Int) {
        var a = first, b = events.count - 1
        while a < b {
            events.swapAt(a, b)
            a += 1
            b -= 1
        }
    }

    /// Calls the update handler of every entry advanced this frame and not
    /// cancelled, with `sample(index)`. Handlers may change anything: every
    /// column is read afresh at each step.
    ///
    /// Each handler is called in place, borrowed from its record rather than
    /// copied (`UpdateHandler.call(_:with:)`). This is sound because no
    /// record is freed during a frame — removals wait for the sweep;
    /// `replace` copies a record and `run` appends one — so the closure
    /// outlives the call, even when the records' column grows meanwhile.
    @inline(__always)
    final func deliverEach(_ sample: (Int) -> AnimationSample<A.Value>) {
        guard updateHandlers > 0 else { return }
        // In index order, so handlers run in the order their animations were
        // started (until removals move entries); the next evaluation then
        // runs down (`beginPass()`). Entries appended by a handler lie beyond
        // `advancedCount` and wait for the next frame.
        let n = advancedCount
        lastPassEndedHigh = true
        var i = 0
        while i < n {
            let f = flags[i], k = Int(f.hook)
            if k >= 0, !f.contains(.cancelled) {
                UpdateHandler.call(updates.address(k)) { sample(i) }
            }
            i += 1
        }
    }
}
