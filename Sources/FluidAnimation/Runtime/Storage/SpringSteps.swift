import FluidPhysics

/// The distinct (spring, rest threshold) pairs of a `SpringBank` and, for
/// each, the exact transition over the bank's current frame interval.
///
/// Animations sharing a spring and a threshold share one class: the
/// propagator (exp, sin, cos) is computed once per class whenever the
/// frame interval changes, not once per animation per frame.
struct SpringSteps {
    /// The per-frame data of one class: the propagator (a, b, c, d) over the
    /// current interval, the rest test's ω₀² and energy bound, and the
    /// perceptual duration.
    struct Step {
        var a: Double, b: Double, c: Double, d: Double
        var w2: Double
        var bound: Double
        var duration: Double
    }

    /// What a class is, and how many animations use it.
    struct Class {
        var spring: Spring
        var threshold: RestThreshold
        var users: Int32
        /// The next free class while `users` is 0.
        var nextFree: Int32
    }

    var steps = Column<Step>()
    var classes = Column<Class>()
    private var freeHead: Int32 = -1
    /// Recently used classes by hash, to share a class between animations
    /// started with the same spring (a miss only costs a duplicate class).
    private var recent = Column<Int32>()
    /// The interval (seconds) the steps are computed for; NaN: none yet.
    private(set) var interval: Double = .nan

    /// The class of `spring` and `threshold`, with one more user.
    mutating func acquire(_ spring: Spring, _ threshold: RestThreshold) -> Int32 {
        var hasher = Hasher()
        hasher.combine(spring)
        hasher.combine(threshold)
        if recent.count == 0 { for _ in 0..<64 { recent.append(-1) } }
        let r = Int(UInt(bitPattern: hasher.finalize()) & 63)
        let k = recent[r]
        if k >= 0 {
            let c = classes[Int(k)]
            if c.users > 0 && c.spring == spring && c.threshold == threshold {
                classes[Int(k)].users = c.users + 1
                return k
            }
        }
        let step = Self.step(spring, threshold, interval: interval)
        let made = Class(spring: spring, threshold: threshold, users: 1, nextFree: -1)
        let index: Int32
        if freeHead >= 0 {
            index = freeHead
            freeHead = classes[Int(index)].nextFree
            classes[Int(index)] = made
            steps[Int(index)] = step
        } else {
            index = Int32(classes.count)
            classes.append(made)
            steps.append(step)
        }
        recent[r] = index
        return index
    }

    /// Keeps class `k` for an animation whose spring and threshold may have
    /// changed: the same class when they have not, else a new one.
    mutating func reacquire(_ k: Int32, _ spring: Spring, _ threshold: RestThreshold) -> Int32 {
        let c = classes[Int(k)]
        if c.spring == spring && c.threshold == threshold { return k }
        release(k)
        return acquire(spring, threshold)
    }

    /// One user fewer for class `k`.
    mutating func release(_ k: Int32) {
        var c = classes[Int(k)]
        c.users -= 1
        if c.users == 0 {
            c.nextFree = freeHead
            freeHead = k
        }
        classes[Int(k)] = c
    }

    /// Frees the storage (the owner's `deinit`).
    mutating func releaseStorage() {
        steps.release()
        classes.release()
        recent.release()
    }

    /// Recomputes every class's propagator for `newInterval` seconds.
    mutating func prepare(interval newInterval: Double) {
        interval = newInterval
        var k = 0
        while k < classes.count {
            let c = classes[k]
            if c.users > 0 {
                let p = c.spring.propagator(time: newInterval)
                var s = steps[k]
                s.a = p.a
                s.b = p.b
                s.c = p.c
                s.d = p.d
                steps[k] = s
            }
            k += 1
        }
    }

    /// A class's step: the rest test as `SpringAnimation.isAtRest` computes it.
    static func step(_ spring: Spring, _ threshold: RestThreshold, interval: Double) -> Step {
        let w2 = spring.naturalFrequency * spring.naturalFrequency
        let bound = Swift.min(w2 * threshold.value * threshold.value, threshold.velocity * threshold.velocity)
        let p = interval.isNaN ? Spring.Propagator(a: .nan, b: .nan, c: .nan, d: .nan) : spring.propagator(time: interval)
        return Step(a: p.a, b: p.b, c: p.c, d: p.d, w2: w2, bound: bound, duration: spring.duration)
    }

    /// Checks that the classes' user counts are those of the `count`
    /// entries whose classes `cls` gives, and the free list (debug checks).
    func check(users count: Int, _ cls: (Int) -> Int32) {
        precondition(steps.count == classes.count, "\(steps.count) steps for \(classes.count) classes")
        var total = 0
        var k = 0
        while k < classes.count {
            precondition(classes[k].users >= 0, "class \(k) has \(classes[k].users) users")
            total += Int(classes[k].users)
            k += 1
        }
        precondition(total == count, "classes count \(total) users for \(count) entries")
        var i = 0
        while i < count {
            let c = Int(cls(i))
            precondition(c >= 0 && c < classes.count && classes[c].users > 0, "entry \(i) uses class \(c)")
            i += 1
        }
        var free = freeHead
        var n = 0
        while free >= 0 {
            precondition(classes[Int(free)].users == 0 && n <= classes.count, "free class \(free) is in use")
            n += 1
            free = classes[Int(free)].nextFree
        }
    }
}
