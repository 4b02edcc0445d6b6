import FluidPhysics

/// Owns the running animations: ticks them every frame, delivers their
/// values, tells their completions and removes them when they settle.
///
/// ```swift
/// let runtime = AnimationRuntime(clock: clock)
/// let handle = runtime.run(
///     SpringAnimation(spring: .snappy, from: 0.0, to: 300, startTime: runtime.now),
///     onUpdate: { sample in view.x = sample.value })
/// // later, mid-flight: new target, velocity kept
/// runtime.retarget(handle, to: 120)
/// ```
///
/// ## Time
/// The runtime's `now` is the time of the latest frame of its clock (or of
/// the latest `tick(at:)`). Everything it does between frames — starting,
/// retargeting, cancelling — happens at `now`. Frame times never go
/// backwards: a frame earlier than `now` is treated as `now`, and a
/// non-finite frame time is ignored.
///
/// ## A frame
/// `tick(at:)` runs in phases:
/// 1. every animation is evaluated at the frame time (pure arithmetic over
///    contiguous per-type storage);
/// 2. every `onUpdate` handler is called with its animation's sample, then
///    every scheduled `PropertyAnimator` advances (in the order they were
///    scheduled);
/// 3. settled and cancelled animations are removed;
/// 4. completion events are told — after the frame's bookkeeping, so a
///    completion handler sees a consistent runtime.
///
/// Handlers may start, retarget, replace and cancel animations — their own
/// or others — at any phase. During a frame, a started animation waits for
/// the next frame to be evaluated and updated, and a cancelled one is only
/// marked and skipped; removals happen in phase 3. An animation changed
/// during a frame (`update`, `retarget`, `replace`) is not removed by that
/// frame even if the change settles it: the next frame delivers its settled
/// value to `onUpdate` first, as for every animation. Nothing is iterated
/// while it can change.
///
/// ## Lifetime
/// The runtime holds its clock weakly and removes its frame handler when it
/// is released (or detached), so a released runtime leaves nothing behind.
///
/// ## Cost
/// Animations are stored per animation type in contiguous arrays, and a
/// frame is one call per type, never one per animation. Springs and decays
/// (`SpringAnimation`, `DecayAnimation`) live in banks specialised for the
/// common value types (`Double`, `Point`, `Vector`, `Size`, `Rect`, `Color`):
/// a frame steps each one by the frame interval with an exact transition
/// cached per spring (or decay rate) and interval — a few multiply-adds per
/// component, no exp, sin or cos — and stays on the closed form to within
/// 1e-9 of the motion's scale. Other animations are evaluated with their
/// `sample(at:)` at every frame. Once the arrays have grown to the number of
/// running animations nothing is allocated. Work per frame is linear in the
/// number of running animations; see docs/performance.md for the figures.
///
/// ## Isolation
/// `AnimationRuntime` is `@MainActor`: it lives with the views it animates
/// and calls its handlers on the main actor. The animations themselves are
/// `Sendable` values and can be built and evaluated anywhere.
@MainActor
public final class AnimationRuntime {
    // Every stored property is exempt from dynamic exclusivity checks: the
    // runtime is main-actor isolated and never holds an access across a
    // call out (handlers are called with no access in progress), and the
    // checks cost more than a frame's bookkeeping.

    /// The time of the latest frame, seconds.
    @exclusivity(unchecked) public private(set) var now: Double
    /// Whether a frame is being processed (handlers are running).
    @exclusivity(unchecked) public private(set) var isTicking = false

    private weak var clock: (any FrameClock)?
    private var clockToken: FrameHandlerToken?
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

    /// A runtime driven by `clock` (if given), starting at the clock's time.
    public init(clock: (any FrameClock)? = nil) {
        now = clock?.now ?? 0
        if let clock { attach(to: clock) }
    }

    /// A runtime without a clock whose time starts at `startTime` seconds;
    /// drive it with `tick(at:)`.
    public init(startTime: Double) {
        now = startTime.isFinite ? startTime : 0
    }

    /// Removes the runtime's frame handler from its clock.
    isolated deinit {
        detach()
    }

    /// Drives the runtime from `clock`'s frames from now on (replacing any
    /// previous clock). The runtime holds the clock weakly.
    public func attach(to clock: any FrameClock) {
        detach()
        self.clock = clock
        now = Swift.max(now, clock.now)
        clockToken = clock.addFrameHandler { [weak self] time in
            self?.tick(at: time)
        }
    }

    /// Stops listening to the clock.
    public func detach() {
        if let clock, let clockToken { clock.removeFrameHandler(clockToken) }
        clock = nil
        clockToken = nil
    }

    // MARK: Running

    /// The number of animations running (not counting those cancelled
    /// during the current frame).
    public var runningCount: Int { entryCount - pendingCancellations }
    @exclusivity(unchecked) private var pendingCancellations = 0

    /// Starts `animation` and returns its handle.
    ///
    /// - Parameters:
    ///   - animation: the animation to run, its start time on this runtime's clock.
    ///   - group: the choreography the animation belongs to, if any (a group
    ///     that has already completed is ignored).
    ///   - onUpdate: called every frame with the animation's value and
    ///     velocity, including the frame at which it settles (then with the
    ///     exact resting value and zero velocity). Registered once; the
    ///     runtime does not allocate to call it.
    ///   - completion: told `.logicallyComplete` and then `.settled` or
    ///     `.cancelled` (see `AnimationCompletion`).
    ///
    /// Build the animation with `startTime: runtime.now` to start it now, or
    /// a later time (or a `delay`) to start it later.
    @discardableResult
    public func run<A: ValueAnimation>(
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

    /// The latest sample of the animation (its value and velocity at `now`),
    /// or nil if it is no longer running.
    public func sample<A>(of handle: AnimationHandle<A>) -> AnimationSample<A.Value>? {
        guard let (s, i) = locate(handle) else { return nil }
        return s.sample(at: i)
    }

    /// The animation's current value, or nil if it is no longer running.
    public func value<A>(of handle: AnimationHandle<A>) -> A.Value? { sample(of: handle)?.value }

    /// The animation's current velocity (units per second), or nil if it is
    /// no longer running.
    public func velocity<A>(of handle: AnimationHandle<A>) -> A.Value? { sample(of: handle)?.velocity }

    /// The animation as it is now, or nil if it is no longer running.
    public func animation<A>(of handle: AnimationHandle<A>) -> A? {
        guard let (s, i) = locate(handle) else { return nil }
        return s.animation(at: i)
    }

    /// Whether the animation is still running.
    public func isRunning<A>(_ handle: AnimationHandle<A>) -> Bool { locate(handle) != nil }

    /// Changes a running animation: `body` receives a copy of it and the
    /// current time; the changed copy replaces it and is evaluated at `now`
    /// at once. Returns false (and does not call `body`) if the animation is
    /// no longer running.
    ///
    /// `body` may call back into the runtime; if it cancels this animation,
    /// the change is dropped.
    @discardableResult
    public func update<A>(_ handle: AnimationHandle<A>, _ body: (inout A, Double) -> Void) -> Bool {
        guard let (s, i) = locate(handle) else { return false }
        var animation = s.animation(at: i)
        body(&animation, now)
        guard let (t, j) = locate(handle) else { return false }
        t.setAnimation(animation, at: j, time: now, duringTick: isTicking)
        return true
    }

    /// Retargets a running spring at `now` — new target, new spring or both —
    /// keeping its value and velocity. Returns false if it is no longer
    /// running (start a new animation from the last value then).
    @discardableResult
    public func retarget<V>(_ handle: AnimationHandle<SpringAnimation<V>>, to target: V? = nil, spring: Spring? = nil) -> Bool {
        update(handle) { animation, now in animation.retarget(to: target, spring: spring, at: now) }
    }

    /// Replaces a running animation with `animation`, keeping its handlers
    /// and group; returns the handle of the replacement (the same
    /// identifier), or nil if the original is no longer running.
    ///
    /// Use it to change the *kind* of motion, e.g. a spring handed to a
    /// decay: `runtime.replace(h, with: DecayAnimation(continuing: old, at: runtime.now))`.
    /// No completion event is sent for the replaced animation.
    @discardableResult
    public func replace<A, B>(_ handle: AnimationHandle<A>, with animation: B) -> AnimationHandle<B>? where B.Value == A.Value {
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

    /// Stops the animation where it is and removes it; its completion
    /// handler hears `.cancelled`. Returns false if it was no longer running.
    ///
    /// During a frame the animation is marked, skipped by the remaining
    /// handlers of that frame, and removed at the end of the frame.
    @discardableResult
    public func cancel<A>(_ handle: AnimationHandle<A>) -> Bool {
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

    /// Creates a group; animations started with it complete together (see
    /// `AnimationGroup`). `completion` hears the group's events.
    ///
    /// Give it its members before the next frame: a group that still has
    /// none at the end of the next frame is complete (its handler hears
    /// `.logicallyComplete` and `.settled`, like an empty `DispatchGroup`'s
    /// notification) and is released.
    public func makeGroup(completion: ((AnimationCompletion) -> Void)? = nil) -> AnimationGroup {
        let id = nextGroupID
        nextGroupID += 1
        groups[id] = GroupState(completion: completion)
        newGroups.append(id)
        return AnimationGroup(rawValue: id)
    }

    /// Whether the group still has running members (or is new and has not
    /// had any yet: see `makeGroup(completion:)`).
    public func isActive(_ group: AnimationGroup) -> Bool { groups[group.rawValue] != nil }

    // MARK: Frames

    /// Processes one frame at `time` seconds (see the type's documentation).
    ///
    /// Called by the clock the runtime is attached to; call it yourself to
    /// drive a runtime without a clock. A call made from inside a handler
    /// during a frame is ignored.
    public func tick(at time: Double) {
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

    /// The store of animation type `A`, made on first use: a bank for the
    /// types that have one (`BankedAnimation`), else the general store.
    private func store<A: ValueAnimation>(for type: A.Type) -> TypedStore<A> {
        let key = ObjectIdentifier(type)
        if let last = lastStore, last.animationType == key { return unsafeDowncast(last, to: TypedStore<A>.self) }
        let found: RuntimeStore
        if let k = storeIndex[key] {
            found = stores[k]
        } else {
            let index = Int32(stores.count)
            precondition(UInt64(index) < AnimationSlots.slotMask, "AnimationRuntime: too many animation types")
            if let banked = type as? any BankedAnimation.Type {
                found = banked.makeBank(storeIndex: index, slots: slots, time: now)
            } else {
                found = AnimationStore<A>(storeIndex: index, slots: slots)
            }
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
        guard s.animationType == ObjectIdentifier(A.self) else { return nil }
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

    /// Advances `participant` at every frame from the next one on (after the
    /// update handlers), until `unschedule(_:)`. Scheduling it again changes
    /// nothing; during a frame it starts with the next one.
    func schedule(_ participant: any FrameParticipant) {
        let key = ObjectIdentifier(participant)
        if let k = participantIndex[key] {
            participants[k].isScheduled = true
        } else {
            participantIndex[key] = participants.count
            participants.append(Participant(object: participant, isScheduled: true))
        }
    }

    /// Stops advancing `participant` (from now on, during a frame too).
    func unschedule(_ participant: any FrameParticipant) {
        guard let k = participantIndex[ObjectIdentifier(participant)] else { return }
        participants[k].isScheduled = false
        if !isTicking { pruneParticipants() }
    }

    /// Whether `participant` is advanced at every frame (debug checks).
    func isScheduled(_ participant: any FrameParticipant) -> Bool {
        guard let k = participantIndex[ObjectIdentifier(participant)] else { return false }
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
                    participantIndex[ObjectIdentifier(participants[write].object)] = write
                }
                write += 1
            } else {
                participantIndex[ObjectIdentifier(participants[read].object)] = nil
            }
            read += 1
        }
        if write < participants.count { participants.removeLast(participants.count - write) }
    }
}
