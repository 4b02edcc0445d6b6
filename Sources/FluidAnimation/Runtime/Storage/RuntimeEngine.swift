import FluidPhysics

/// The state and the work of an `AnimationRuntime`: its stores, identifier
/// slots, groups, pending events and scheduled participants, and the frame
/// (`tick(at:)`). Kept apart from the public runtime so that what a clock
/// calls every frame is the engine alone: the clock's handler owns the
/// engine, the runtime owns the engine and the clock, and the engine points
/// back at the runtime only through a running property animator (which
/// holds its runtime until its run ends) — when the runtime goes, it takes
/// its handler off the clock and the engine with it (no weak reference,
/// which Embedded Swift lacks, and nothing left to dangle). See `AnimationRuntime` for
/// what each operation does.
final class RuntimeEngine {
    // Every stored property is exempt from dynamic exclusivity checks: the
    // engine is not Sendable (it stays in the concurrency domain that made
    // its runtime) and never holds an access across a call out (handlers
    // are called with no access in progress), and the checks cost more than
    // a frame's bookkeeping.

    /// The time of the latest frame, seconds.
    @exclusivity(unchecked) var now: Double
    /// Whether a frame is being processed (handlers are running).
    @exclusivity(unchecked) private(set) var isTicking = false

    @exclusivity(unchecked) private var stores: [RuntimeStore] = []
    private var storeIndex: [ObjectIdentifier: Int] = [:]
    /// The store `run` used last (saves a dictionary look-up per call).
    @exclusivity(unchecked) private var lastStore: RuntimeStore?
    private let slots = AnimationSlots()
    /// Entries in all stores, cancelled ones waiting for the sweep included.
    @exclusivity(unchecked) private var entryCount = 0
    @exclusivity(unchecked) private var events: [PendingEvent] = []
    @exclusivity(unchecked) private var groups: [UInt64: GroupState] = [:]
    private var nextGroupID: UInt64 = 1
    private var animatorCount: UInt64 = 0
    /// This engine among every engine of the process: 64 random bits
    /// (`ObjectIdentifier` would be reused once the engine is gone, and a
    /// stale property handle could then pass for a new animator's).
    private let identity = UInt64.random(in: .min ... .max)
    /// Groups created since the last frame, checked for members at its end.
    @exclusivity(unchecked) private var newGroups: [UInt64] = []
    /// Frame participants (property animators) that asked to be advanced,
    /// in the order they asked; unscheduled ones are dropped after a frame.
    @exclusivity(unchecked) private var participants: [Participant] = []
    /// Where each participant is in `participants`.
    @exclusivity(unchecked) private var participantIndex: [ObjectIdentifier: Int] = [:]

    private struct Participant {
        let object: any FrameParticipant
        var isScheduled: Bool
    }

    private struct GroupState {
        var completion: ((AnimationCompletion) -> Void)?
        var members = 0
        var notLogical = 0
        var cancelled = false
        var reportedLogical = false
    }

    /// An engine whose time starts at `startTime` seconds (a finite number).
    init(startTime: Double) {
        now = startTime
    }

    // MARK: Running

    /// As `AnimationRuntime` documents it.
    var runningCount: Int { entryCount - pendingCancellations }
    @exclusivity(unchecked) private var pendingCancellations = 0

    /// As `AnimationRuntime` documents it.
    @discardableResult
    func run<A: ValueAnimation>(
        _ animation: A, group: AnimationGroup? = nil,
        onUpdate: ((AnimationSample<A.Value>) -> Void)? = nil,
        completion: ((AnimationCompletion) -> Void)? = nil
    ) -> AnimationHandle<A> {
        var groupID: UInt64 = 0
        if let group, groups[group.rawValue] != nil {
            groupID = group.rawValue
            groups[groupID]!.members += 1
            groups[groupID]!.notLogical += 1
        }
        let store = store(for: A.self)
        let (id, slot) = slots.allocate(store: store.storeIndex, index: Int32(store.count))
        store.append(animation, slot: slot, hooks: Hooks(onUpdate: onUpdate, completion: completion, group: groupID),
                     reported: false, waits: isTicking, time: now)
        entryCount += 1
        reserveEventCapacity()
        assert(isTicking || checkInvariants())
        return AnimationHandle(id: id)
    }

    /// As `AnimationRuntime` documents it.
    func sample<A>(of handle: AnimationHandle<A>) -> AnimationSample<A.Value>? {
        guard let (s, i) = locate(handle) else { return nil }
        return s.sample(at: i)
    }

    /// As `AnimationRuntime` documents it.
    func animation<A>(of handle: AnimationHandle<A>) -> A? {
        guard let (s, i) = locate(handle) else { return nil }
        return s.animation(at: i)
    }

    /// As `AnimationRuntime` documents it.
    func isRunning<A>(_ handle: AnimationHandle<A>) -> Bool { locate(handle) != nil }

    /// As `AnimationRuntime` documents it.
    @discardableResult
    func update<A>(_ handle: AnimationHandle<A>, _ body: (inout A, Double) -> Void) -> Bool {
        guard let (s, i) = locate(handle) else { return false }
        var animation = s.animation(at: i)
        body(&animation, now)
        guard let (t, j) = locate(handle) else { return false }
        t.setAnimation(animation, at: j, time: now, duringTick: isTicking)
        return true
    }

    /// As `AnimationRuntime` documents it.
    @discardableResult
    func replace<A, B>(_ handle: AnimationHandle<A>, with animation: B) -> AnimationHandle<B>? where B.Value == A.Value {
        guard let (s, i) = locate(handle) else { return nil }
        if A.self == B.self {
            unsafeDowncast(s, to: TypedStore<B>.self).setAnimation(animation, at: i, time: now, duringTick: isTicking)
            return AnimationHandle(id: handle.id)
        }
        let slot = slots.slot(of: handle.id)
        let reported = s.isReported(at: i)
        let hooks: Hooks<A.Value>
        if isTicking {
            hooks = s.hooks(at: i)
            s.markCancelled(at: i, silent: true)   // detaches the slot
            pendingCancellations += 1
        } else {
            hooks = s.hooks(at: i)
            s.detachSlot(at: i)
            _ = s.removeEntry(at: i)
            entryCount -= 1
        }
        let t = store(for: B.self)
        slots.move(slot, store: t.storeIndex, index: Int32(t.count))
        t.append(animation, slot: slot, hooks: hooks, reported: reported, waits: isTicking, time: now)
        entryCount += 1
        reserveEventCapacity()
        assert(isTicking || checkInvariants())
        return AnimationHandle(id: handle.id)
    }

    /// As `AnimationRuntime` documents it.
    @discardableResult
    func cancel<A>(_ handle: AnimationHandle<A>) -> Bool {
        guard let (s, i) = locate(handle) else { return false }
        if isTicking {
            s.markCancelled(at: i, silent: false)
            pendingCancellations += 1
        } else {
            let e = s.remove(at: i)
            entryCount -= 1
            if e.completion != nil || e.group != 0 {
                events.append(PendingEvent(handler: e.completion, group: e.group, event: .cancelled, memberWasLogical: e.reported))
            }
            assert(checkInvariants())
            flushEvents()
        }
        return true
    }

    // MARK: Choreography

    /// As `AnimationRuntime` documents it.
    func makeGroup(completion: ((AnimationCompletion) -> Void)? = nil) -> AnimationGroup {
        let id = nextGroupID
        nextGroupID += 1
        groups[id] = GroupState(completion: completion)
        newGroups.append(id)
        return AnimationGroup(rawValue: id)
    }

    /// As `AnimationRuntime` documents it.
    func isActive(_ group: AnimationGroup) -> Bool { groups[group.rawValue] != nil }

    // MARK: Frames

    /// As `AnimationRuntime` documents it.
    func tick(at time: Double) {
        guard !isTicking, time.isFinite else { return }
        now = Swift.max(now, time)
        isTicking = true
        let newGroupCount = newGroups.count
        let storeCount = stores.count
        var k = 0
        while k < storeCount {
            stores[k].advance(to: now, events: &events)
            k += 1
        }
        k = 0
        while k < storeCount {
            stores[k].deliver()
            k += 1
        }
        var p = 0
        let participantCount = participants.count
        while p < participantCount {
            if participants[p].isScheduled { participants[p].object.advance(to: now) }
            p += 1
        }
        k = 0
        while k < stores.count {
            entryCount -= stores[k].sweep(events: &events)
            k += 1
        }
        pendingCancellations = 0
        if newGroupCount > 0 { completeEmptyGroups(newGroupCount) }
        isTicking = false
        pruneParticipants()
        assert(checkInvariants())
        flushEvents()
    }

    /// Completes the first `count` new groups if they never got a member.
    private func completeEmptyGroups(_ count: Int) {
        var k = 0
        while k < count {
            let id = newGroups[k]
            k += 1
            guard let g = groups[id], g.members == 0 else { continue }
            groups[id] = nil
            events.append(PendingEvent(handler: g.completion, group: 0, event: .logicallyComplete))
            events.append(PendingEvent(handler: g.completion, group: 0, event: .settled))
        }
        newGroups.removeFirst(count)
    }

    // MARK: Internals

    /// The store of animation type `A`, made on first use
    /// (`TypedStore.make`: a bank for springs and decays, else the general store).
    private func store<A: ValueAnimation>(for type: A.Type) -> TypedStore<A> {
        let key = TypedStore<A>.key
        if let last = lastStore, last.animationType == key { return unsafeDowncast(last, to: TypedStore<A>.self) }
        let found: RuntimeStore
        if let k = storeIndex[key] {
            found = stores[k]
        } else {
            let index = Int32(stores.count)
            precondition(UInt64(index) < AnimationSlots.slotMask, "AnimationRuntime: too many animation types")
            found = TypedStore<A>.make(storeIndex: index, slots: slots, time: now)
            storeIndex[key] = stores.count
            stores.append(found)
        }
        lastStore = found
        return unsafeDowncast(found, to: TypedStore<A>.self)
    }

    /// The store and index of a live (not cancelled) animation.
    private func locate<A>(_ handle: AnimationHandle<A>) -> (TypedStore<A>, Int)? {
        guard let (k, i) = slots.location(of: handle.id) else { return nil }
        let s = stores[Int(k)]
        guard s.animationType == TypedStore<A>.key else { return nil }
        let typed = unsafeDowncast(s, to: TypedStore<A>.self)
        guard let j = typed.live(i) else { return nil }
        return (typed, j)
    }

    /// Makes room in the event queue for the most a frame can add — two
    /// events per animation (logically complete, then settled or cancelled)
    /// — so that a frame in which many animations finish at once does not
    /// grow the queue. Called when an animation is added, never during a
    /// frame's bookkeeping; grows geometrically.
    private func reserveEventCapacity() {
        let needed = 2 * entryCount
        if events.capacity < needed { events.reserveCapacity(Swift.max(needed, 2 * events.capacity)) }
    }

    @exclusivity(unchecked) private var isFlushing = false

    private func flushEvents() {
        guard !isTicking, !isFlushing, !events.isEmpty else { return }
        isFlushing = true
        defer { isFlushing = false }
        var k = 0
        while k < events.count {
            let e = events[k]
            k += 1
            e.handler?(e.event)
            if e.group != 0 { groupEvent(e.group, e.event, memberWasLogical: e.memberWasLogical) }
        }
        events.removeAll(keepingCapacity: true)
    }

    private func groupEvent(_ id: UInt64, _ event: AnimationCompletion, memberWasLogical: Bool) {
        guard var g = groups[id] else { return }
        switch event {
        case .logicallyComplete:
            g.notLogical -= 1
        case .settled:
            g.members -= 1
        case .cancelled:
            g.members -= 1
            g.cancelled = true
            if !memberWasLogical { g.notLogical -= 1 }
        }
        // A member told twice would drive a counter below zero.
        assert(g.members >= 0 && g.notLogical >= 0, "group \(id): a member completed twice")
        let logicalNow = g.notLogical == 0 && !g.reportedLogical && !g.cancelled
        if logicalNow { g.reportedLogical = true }
        let finished = g.members == 0
        groups[id] = finished ? nil : g
        if logicalNow { g.completion?(.logicallyComplete) }
        if finished { g.completion?(g.cancelled ? .cancelled : .settled) }
    }

    // MARK: Invariants

    /// Checks the runtime's bookkeeping, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// after every frame and every change made between frames, so it runs
    /// in debug builds only (as swift-collections checks its internals
    /// behind a flag). Allocates nothing.
    ///
    /// - every store's entries agree with the identifier table
    ///   (`slot[id] == (store, index)`), with its own columns and counters
    ///   (`TypedStore.checkInvariants`);
    /// - the entry count is the sum of the stores' counts, and no counter is
    ///   negative (entries, pending cancellations, group members and
    ///   members not yet logically complete, slots in use).
    func checkInvariants() -> Bool {
        var entries = 0
        var attached = 0
        var k = 0
        while k < stores.count {
            precondition(stores[k].storeIndex == Int32(k), "store \(k) thinks it is store \(stores[k].storeIndex)")
            attached += stores[k].checkInvariants()
            entries += stores[k].count
            k += 1
        }
        precondition(entries == entryCount, "entry count \(entryCount), stores hold \(entries)")
        precondition(attached == slots.used, "\(slots.used) slots in use, \(attached) entries hold one")
        precondition(pendingCancellations >= 0 && pendingCancellations <= entryCount, "pending cancellations \(pendingCancellations)")
        for (id, g) in groups {
            precondition(g.members >= 0 && g.notLogical >= 0 && g.notLogical <= g.members,
                         "group \(id): \(g.members) members, \(g.notLogical) not logically complete")
        }
        return true
    }

    // MARK: Frame participants

    /// A new identifier for a `PropertyAnimator` of this runtime.
    func issueAnimatorID() -> AnimatorID {
        animatorCount += 1
        return AnimatorID(runtime: identity, serial: animatorCount)
    }

    /// Advances `participant` at every frame from the next one on (after the
    /// update handlers), until `unschedule(_:)`. Scheduling it again changes
    /// nothing; during a frame it starts with the next one.
    func schedule(_ participant: any FrameParticipant) {
        let key = participant.participantID
        if let k = participantIndex[key] {
            participants[k].isScheduled = true
        } else {
            participantIndex[key] = participants.count
            participants.append(Participant(object: participant, isScheduled: true))
        }
    }

    /// Stops advancing `participant` (from now on, during a frame too).
    func unschedule(_ participant: any FrameParticipant) {
        guard let k = participantIndex[participant.participantID] else { return }
        participants[k].isScheduled = false
        if !isTicking { pruneParticipants() }
    }

    /// Whether `participant` is advanced at every frame (debug checks).
    func isScheduled(_ participant: any FrameParticipant) -> Bool {
        guard let k = participantIndex[participant.participantID] else { return false }
        return participants[k].isScheduled
    }

    /// Drops unscheduled participants, in place and only when there are any.
    private func pruneParticipants() {
        guard !participants.isEmpty else { return }
        var write = 0
        var read = 0
        while read < participants.count {
            if participants[read].isScheduled {
                if write != read {
                    participants[write] = participants[read]
                    participantIndex[participants[write].object.participantID] = write
                }
                write += 1
            } else {
                participantIndex[participants[read].object.participantID] = nil
            }
            read += 1
        }
        if write < participants.count { participants.removeLast(participants.count - write) }
    }
}
