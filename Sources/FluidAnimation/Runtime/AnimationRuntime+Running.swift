import FluidPhysics

// Running animations: starting one, reading it, changing it mid-flight,
// replacing its kind of motion, cancelling it.
extension AnimationRuntime {
    /// The number of animations running (not counting those cancelled
    /// during the current frame).
    public var runningCount: Int { engine.runningCount }

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
        engine.run(animation, group: group, onUpdate: onUpdate, completion: completion)
    }

    /// The latest sample of the animation (its value and velocity at `now`),
    /// or nil if it is no longer running.
    public func sample<A>(of handle: AnimationHandle<A>) -> AnimationSample<A.Value>? { engine.sample(of: handle) }

    /// The animation's current value, or nil if it is no longer running.
    public func value<A>(of handle: AnimationHandle<A>) -> A.Value? { engine.sample(of: handle)?.value }

    /// The animation's current velocity (units per second), or nil if it is
    /// no longer running.
    public func velocity<A>(of handle: AnimationHandle<A>) -> A.Value? { engine.sample(of: handle)?.velocity }

    /// The animation as it is now, or nil if it is no longer running.
    public func animation<A>(of handle: AnimationHandle<A>) -> A? { engine.animation(of: handle) }

    /// Whether the animation is still running.
    public func isRunning<A>(_ handle: AnimationHandle<A>) -> Bool { engine.isRunning(handle) }

    /// Changes a running animation: `body` receives a copy of it and the
    /// current time; the changed copy replaces it and is evaluated at `now`
    /// at once. Returns false (and does not call `body`) if the animation is
    /// no longer running.
    ///
    /// `body` may call back into the runtime; if it cancels this animation,
    /// the change is dropped.
    @discardableResult
    public func update<A>(_ handle: AnimationHandle<A>, _ body: (inout A, Double) -> Void) -> Bool {
        engine.update(handle, body)
    }

    /// Retargets a running spring at `now` — new target, new spring or both —
    /// keeping its value and velocity. Returns false if it is no longer
    /// running (start a new animation from the last value then).
    @discardableResult
    public func retarget<V>(_ handle: AnimationHandle<SpringAnimation<V>>, to target: V? = nil, spring: Spring? = nil) -> Bool {
        engine.update(handle) { animation, now in animation.retarget(to: target, spring: spring, at: now) }
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
        engine.replace(handle, with: animation)
    }

    /// Stops the animation where it is and removes it; its completion
    /// handler hears `.cancelled`. Returns false if it was no longer running.
    ///
    /// During a frame the animation is marked, skipped by the remaining
    /// handlers of that frame, and removed at the end of the frame.
    @discardableResult
    public func cancel<A>(_ handle: AnimationHandle<A>) -> Bool { engine.cancel(handle) }
}
