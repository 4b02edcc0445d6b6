// Groups: animations that complete together.
extension AnimationRuntime {
    /// Creates a group; animations started with it complete together (see
    /// `AnimationGroup`). `completion` hears the group's events.
    ///
    /// Give it its members before the next frame: a group that still has
    /// none at the end of the next frame is complete (its handler hears
    /// `.logicallyComplete` and `.settled`, like an empty `DispatchGroup`'s
    /// notification) and is released.
    public func makeGroup(completion: ((AnimationCompletion) -> Void)? = nil) -> AnimationGroup {
        engine.makeGroup(completion: completion)
    }

    /// Whether the group still has running members (or is new and has not
    /// had any yet: see `makeGroup(completion:)`).
    public func isActive(_ group: AnimationGroup) -> Bool { engine.isActive(group) }
}
