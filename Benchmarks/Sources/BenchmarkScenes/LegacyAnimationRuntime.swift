// The runtime as it was before the typed spring banks (commit 1345332):
// copied verbatim apart from the names, the doc comments and the property
// animators, so the benchmarks can report the new design's speed as a ratio
// to the old one measured in the same process.
import FluidAnimation
import FluidPhysics

@MainActor
public final class LegacyAnimationRuntime {
    public private(set) var now: Double
    public private(set) var isTicking = false

    private weak var clock: (any FrameClock)?
    private var clockToken: FrameHandlerToken?
    private var stores: [any LegacyStoreProtocol] = []
    private var storeIndex: [ObjectIdentifier: Int] = [:]
    private var nextID: UInt64 = 1
    private var events: [LegacyPendingEvent] = []
    private var groups: [UInt64: GroupState] = [:]
    private var newGroups: [UInt64] = []

    private struct GroupState {
        var completion: ((AnimationCompletion) -> Void)?
        var members = 0
        var notLogical = 0
        var cancelled = false
        var reportedLogical = false
    }

    public init(clock: (any FrameClock)? = nil) {
        now = clock?.now ?? 0
        if let clock { attach(to: clock) }
    }

    public init(startTime: Double) {
        now = startTime.isFinite ? startTime : 0
    }

    isolated deinit {
        detach()
    }

    public func attach(to clock: any FrameClock) {
        detach()
        self.clock = clock
        now = Swift.max(now, clock.now)
        clockToken = clock.addFrameHandler { [weak self] time in
            self?.tick(at: time)
        }
    }

    public func detach() {
        if let clock, let clockToken { clock.removeFrameHandler(clockToken) }
        clock = nil
        clockToken = nil
    }

    // MARK: Running

    public var runningCount: Int {
        var n = 0
        for s in stores { n += s.count }
        return n - pendingCancellations
    }
    private var pendingCancellations = 0

    @discardableResult
    public func run<A: ValueAnimation>(
        _ animation: A, group: LegacyGroup? = nil,
        onUpdate: ((AnimationSample<A.Value>) -> Void)? = nil,
        completion: ((AnimationCompletion) -> Void)? = nil
    ) -> LegacyHandle<A> {
        let id = LegacyID(rawValue: nextID)
        nextID += 1
        var groupID: UInt64 = 0
        if let group, groups[group.rawValue] != nil {
            groupID = group.rawValue
            groups[groupID]!.members += 1
            groups[groupID]!.notLogical += 1
        }
        var entry = LegacyStore<A>.Entry(
            id: id, animation: animation, sample: animation.sample(at: now),
            onUpdate: onUpdate, completion: completion, group: groupID)
        entry.waitsForNextFrame = isTicking
        store(for: A.self).append(entry)
        reserveEventCapacity()
        return LegacyHandle(id: id)
    }

    public func sample<A>(of handle: LegacyHandle<A>) -> AnimationSample<A.Value>? {
        guard let (s, i) = locate(handle) else { return nil }
        return s.entry(at: i).sample
    }

    public func value<A>(of handle: LegacyHandle<A>) -> A.Value? { sample(of: handle)?.value }

    public func velocity<A>(of handle: LegacyHandle<A>) -> A.Value? { sample(of: handle)?.velocity }

    public func animation<A>(of handle: LegacyHandle<A>) -> A? {
        guard let (s, i) = locate(handle) else { return nil }
        return s.entry(at: i).animation
    }

    public func isRunning<A>(_ handle: LegacyHandle<A>) -> Bool { locate(handle) != nil }

    @discardableResult
    public func update<A>(_ handle: LegacyHandle<A>, _ body: (inout A, Double) -> Void) -> Bool {
        guard let (s, i) = locate(handle) else { return false }
        var animation = s.entry(at: i).animation
        body(&animation, now)
        guard let j = s.index(of: handle.id) else { return false }
        s.setAnimation(animation, at: j, time: now, duringTick: isTicking)
        return true
    }

    @discardableResult
    public func retarget<V>(_ handle: LegacyHandle<SpringAnimation<V>>, to target: V? = nil, spring: Spring? = nil) -> Bool {
        update(handle) { animation, now in animation.retarget(to: target, spring: spring, at: now) }
    }

    @discardableResult
    public func replace<A, B>(_ handle: LegacyHandle<A>, with animation: B) -> LegacyHandle<B>? where B.Value == A.Value {
        guard let (s, i) = locate(handle) else { return nil }
        if let same = s as? LegacyStore<B> {
            same.setAnimation(animation, at: i, time: now, duringTick: isTicking)
            return LegacyHandle(id: handle.id)
        }
        let old = s.entry(at: i)
        if isTicking {
            s.markCancelled(at: i, silent: true)
            pendingCancellations += 1
        } else {
            _ = s.remove(at: i)
        }
        var entry = LegacyStore<B>.Entry(
            id: handle.id, animation: animation, sample: animation.sample(at: now),
            onUpdate: old.onUpdate, completion: old.completion, group: old.group)
        entry.reportedLogical = old.reportedLogical
        entry.waitsForNextFrame = isTicking
        store(for: B.self).append(entry)
        reserveEventCapacity()
        return LegacyHandle(id: handle.id)
    }

    @discardableResult
    public func cancel<A>(_ handle: LegacyHandle<A>) -> Bool {
        guard let (s, i) = locate(handle) else { return false }
        if isTicking {
            s.markCancelled(at: i, silent: false)
            pendingCancellations += 1
        } else {
            let e = s.remove(at: i)
            events.append(LegacyPendingEvent(handler: e.completion, group: e.group, event: .cancelled, memberWasLogical: e.reportedLogical))
            flushEvents()
        }
        return true
    }

    // MARK: Choreography

    public func makeGroup(completion: ((AnimationCompletion) -> Void)? = nil) -> LegacyGroup {
        let id = nextID
        nextID += 1
        groups[id] = GroupState(completion: completion)
        newGroups.append(id)
        return LegacyGroup(rawValue: id)
    }

    public func isActive(_ group: LegacyGroup) -> Bool { groups[group.rawValue] != nil }

    // MARK: Frames

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
        k = 0
        while k < stores.count {
            stores[k].sweep(events: &events)
            k += 1
        }
        pendingCancellations = 0
        if newGroupCount > 0 { completeEmptyGroups(newGroupCount) }
        isTicking = false
        flushEvents()
    }

    private func completeEmptyGroups(_ count: Int) {
        var k = 0
        while k < count {
            let id = newGroups[k]
            k += 1
            guard let g = groups[id], g.members == 0 else { continue }
            groups[id] = nil
            events.append(LegacyPendingEvent(handler: g.completion, group: 0, event: .logicallyComplete))
            events.append(LegacyPendingEvent(handler: g.completion, group: 0, event: .settled))
        }
        newGroups.removeFirst(count)
    }

    // MARK: Internals

    private func store<A: ValueAnimation>(for type: A.Type) -> LegacyStore<A> {
        let key = ObjectIdentifier(type)
        if let k = storeIndex[key] { return unsafeDowncast(stores[k], to: LegacyStore<A>.self) }
        let s = LegacyStore<A>()
        storeIndex[key] = stores.count
        stores.append(s)
        return s
    }

    private func locate<A>(_ handle: LegacyHandle<A>) -> (LegacyStore<A>, Int)? {
        guard let k = storeIndex[ObjectIdentifier(A.self)] else { return nil }
        let s = unsafeDowncast(stores[k], to: LegacyStore<A>.self)
        guard let i = s.index(of: handle.id) else { return nil }
        return (s, i)
    }

    private func reserveEventCapacity() {
        var total = 0
        var k = 0
        while k < stores.count {
            total += stores[k].count
            k += 1
        }
        let needed = 2 * total
        if events.capacity < needed { events.reserveCapacity(Swift.max(needed, 2 * events.capacity)) }
    }

    private var isFlushing = false

    private func flushEvents() {
        guard !isTicking, !isFlushing else { return }
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
        let logicalNow = g.notLogical == 0 && !g.reportedLogical && !g.cancelled
        if logicalNow { g.reportedLogical = true }
        let finished = g.members == 0
        groups[id] = finished ? nil : g
        if logicalNow { g.completion?(.logicallyComplete) }
        if finished { g.completion?(g.cancelled ? .cancelled : .settled) }
    }
}

public struct LegacyHandle<Animation: ValueAnimation>: Hashable, Sendable {
    public let id: LegacyID
    init(id: LegacyID) { self.id = id }
}

public struct LegacyID: Hashable, Sendable, Comparable {
    public let rawValue: UInt64
    init(rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (lhs: LegacyID, rhs: LegacyID) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct LegacyGroup: Hashable, Sendable {
    public let rawValue: UInt64
    init(rawValue: UInt64) { self.rawValue = rawValue }
}
