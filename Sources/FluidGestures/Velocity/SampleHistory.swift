/// The last few samples of a tracked value: timestamps (seconds) and one or
/// two coordinates (points). Shared by the 1-D and 2-D trackers.
///
/// Enforces the bad-sample rules of `VelocitySampleOutcome`; the estimators
/// read the samples through `withView(_:)` (`HistoryView`, which also
/// selects the window every strategy reads).
///
/// The samples live in a ring buffer stored inline (three rows of
/// `maximumCapacity` doubles), so adding a sample, reading the window and
/// copying or creating a tracker never allocate. Index 0 is the oldest
/// sample, `count − 1` the newest.
///
/// Usable from inlinable code (its count and newest time only), so that
/// reading a tracker's velocity inlines into the caller and copies nothing.
@usableFromInline
struct SampleHistory: Hashable, Sendable {
    /// The most samples a history can keep: `VelocityTracker.maximumSampleCount` (20).
    static let maximumCapacity = InlineDoubles.count

    private var times = InlineDoubles()
    private var xs = InlineDoubles()
    private var ys = InlineDoubles()
    /// Where in the rows the oldest sample is.
    private var oldest = 0
    /// How many samples are kept; never more than `capacity`.
    @usableFromInline
    private(set) var count = 0
    /// The newest sample's time, seconds (meaningless when `count` is 0);
    /// kept beside the rows so that reading it copies nothing.
    @usableFromInline
    private(set) var newest = 0.0
    /// How many samples may be kept (1…`maximumCapacity`).
    let capacity: Int
    /// Samples dropped so far.
    private(set) var rejectedCount = 0

    init(capacity: Int) {
        self.capacity = Swift.min(Swift.max(capacity, 1), Self.maximumCapacity)
    }

    /// The row position of the sample at `index` (0 = oldest) in a ring
    /// whose oldest sample is in row `oldest`. Both are below
    /// `maximumCapacity`, so the arithmetic cannot overflow and is left
    /// unchecked (it runs for every sample the estimators read).
    @inline(__always)
    static func slot(_ index: Int, oldest: Int) -> Int {
        let position = oldest &+ index
        return position < maximumCapacity ? position : position &- maximumCapacity
    }

    /// The row position of the sample at `index` (0 = oldest).
    @inline(__always)
    private func slot(_ index: Int) -> Int { Self.slot(index, oldest: oldest) }

    /// Calls `body` with a view of the samples that reads the rows in place:
    /// the estimators' way in. (Mutating only to get the rows' addresses;
    /// nothing changes. Reading a row of a borrowed value, element by
    /// element, would copy the whole row at every read.)
    @inline(__always)
    mutating func withView<R>(_ body: (HistoryView) -> R) -> R {
        times.withUnsafePointer { t in
            xs.withUnsafePointer { x in
                ys.withUnsafePointer { y in
                    body(HistoryView(times: t, xs: x, ys: y, oldest: oldest, count: count))
                }
            }
        }
    }

    /// The time of the sample at `index` (0 = oldest), seconds.
    @inline(__always)
    func time(at index: Int) -> Double { times[slot(index)] }

    /// The position of the sample at `index` (0 = oldest).
    @inline(__always)
    func value(at index: Int) -> SIMD2<Double> {
        let k = slot(index)
        return SIMD2(xs[k], ys[k])
    }

    /// The newest sample's time, seconds, or nil when empty.
    @inlinable
    var newestTime: Double? { count == 0 ? nil : newest }
    var newestValue: SIMD2<Double>? { count == 0 ? nil : value(at: count - 1) }

    /// Adds a sample under the rules of `VelocitySampleOutcome`.
    @inline(__always)
    mutating func add(_ value: SIMD2<Double>, at time: Double) -> VelocitySampleOutcome {
        defer { assert(checkInvariants()) }
        guard time.isFinite else { return reject(.nonFiniteTime) }
        guard value.x.isFinite, value.y.isFinite else { return reject(.nonFinitePosition) }
        if count > 0 {
            if time < newest { return reject(.timeWentBackwards) }
            if time == newest {
                store(value, at: time, in: slot(count - 1))
                return .replacedNewest
            }
        }
        if count == capacity {
            // Drop the oldest sample: the next one becomes the oldest.
            oldest = slot(1)
            count -= 1
        }
        store(value, at: time, in: slot(count))
        count += 1
        return .accepted
    }

    private mutating func store(_ value: SIMD2<Double>, at time: Double, in k: Int) {
        newest = time
        times[k] = time
        xs[k] = value.x
        ys[k] = value.y
    }

    private mutating func reject(_ reason: VelocitySampleRejection) -> VelocitySampleOutcome {
        rejectedCount += 1
        return .rejected(reason)
    }

    /// Forgets every sample and the rejected count.
    mutating func removeAll() {
        oldest = 0
        count = 0
        rejectedCount = 0
        assert(checkInvariants())
    }

    // MARK: Invariants

    /// Checks the ring buffer, stopping the program on the first broken
    /// invariant; returns true. Called as `assert(checkInvariants())` after
    /// every change, so it runs in debug builds only. Allocates nothing.
    ///
    /// - `capacity` is in 1…`maximumCapacity`, `count` in 0…`capacity`, the
    ///   oldest sample's row in 0..<`maximumCapacity`, `rejectedCount` ≥ 0;
    /// - every kept time and coordinate is finite;
    /// - times strictly increase from the oldest sample to the newest (an
    ///   equal time replaces the newest sample, an earlier one is rejected),
    ///   and the newest time kept beside the rows is the newest sample's.
    func checkInvariants() -> Bool {
        precondition(capacity >= 1 && capacity <= Self.maximumCapacity, "capacity \(capacity) outside 1…\(Self.maximumCapacity)")
        precondition(count >= 0 && count <= capacity, "\(count) samples kept, capacity \(capacity)")
        precondition(oldest >= 0 && oldest < Self.maximumCapacity, "oldest sample in row \(oldest)")
        precondition(rejectedCount >= 0, "rejected count \(rejectedCount)")
        var i = 0
        while i < count {
            let t = time(at: i), v = value(at: i)
            precondition(t.isFinite && v.x.isFinite && v.y.isFinite, "sample \(i) not finite: \(v) at \(t)")
            precondition(i == 0 || time(at: i - 1) < t, "sample \(i) at \(t) is not later than the one before")
            i += 1
        }
        precondition(count == 0 || newest == time(at: count - 1), "newest time \(newest) is not the newest sample's")
        return true
    }

    /// Equal when the kept samples (oldest to newest), the capacity and the
    /// rejected count are; where the samples sit in the ring does not matter.
    @usableFromInline
    static func == (lhs: SampleHistory, rhs: SampleHistory) -> Bool {
        guard lhs.count == rhs.count, lhs.capacity == rhs.capacity, lhs.rejectedCount == rhs.rejectedCount else { return false }
        var i = 0
        while i < lhs.count {
            if lhs.time(at: i) != rhs.time(at: i) || lhs.value(at: i) != rhs.value(at: i) { return false }
            i += 1
        }
        return true
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(capacity)
        hasher.combine(rejectedCount)
        hasher.combine(count)
        var i = 0
        while i < count {
            hasher.combine(time(at: i))
            hasher.combine(value(at: i))
            i += 1
        }
    }
}

/// Twenty doubles stored in the value itself, read and written by index.
///
/// An `InlineArray`. Hot loops read it through `withUnsafePointer` on a
/// mutable value: reading a borrowed one by index (through its subscript,
/// its `span`, or a tuple's `withUnsafeBytes(of:)`) copies all 160 bytes to
/// the stack first, at every read — which made an estimate cost over a
/// microsecond.
struct InlineDoubles: Sendable {
    /// How many doubles: 20.
    static let count = 20

    private var storage = InlineArray<20, Double>(repeating: 0)

    /// The double at `index`, 0 ..< 20.
    subscript(index: Int) -> Double {
        @inline(__always) get { storage[index] }
        @inline(__always) set { storage[index] = newValue }
    }

    /// Calls `body` with a pointer to the first of the twenty doubles, valid
    /// only during the call.
    @inline(__always)
    mutating func withUnsafePointer<R>(_ body: (UnsafePointer<Double>) -> R) -> R {
        var elements = storage.mutableSpan
        return elements.withUnsafeMutableBufferPointer { body(UnsafePointer($0.baseAddress.unsafelyUnwrapped)) }
    }
}

/// Rounding allowance when comparing time differences against the 40 ms and
/// 100 ms limits: at least one nanosecond, and at least four ulps of the
/// newest timestamp (`HistoryView.tolerance(newest:)`), so a gap of exactly 40 ms written as two
/// large timestamps in seconds — even seconds since 1970, spaced 2.4e-7 s
/// apart — still counts as 40 ms.
@usableFromInline
let timeTolerance = 1e-9
