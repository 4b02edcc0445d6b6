import FluidPhysics

/// A record of `TypedStore.updates`: an animation's update handler, or nil.
///
/// The record owns the closure (its context is retained while the record
/// holds it). A frame calls it with `call(_:with:)`, which borrows it in
/// place: copying a closure out of memory to call it costs a retain and a
/// release of its context, two atomic operations that, on this project's
/// machines, cost more than the rest of delivering a value.
struct UpdateHandler<Value: VectorArithmetic> {
    var call: ((AnimationSample<Value>) -> Void)?

    /// Whether the record holds a handler. (A pattern, not `!= nil`, which
    /// in unoptimised builds wraps the closure in a thunk, an allocation.)
    var isSet: Bool {
        if case .some = call { return true }
        return false
    }

    /// Calls the handler of record `record`, if it has one, with `sample()`
    /// (evaluated only then), without copying the closure (no retain, no
    /// release).
    ///
    /// The record's two words are read into a local and borrowed from there
    /// as a noncopyable view, which the compiler cannot copy: the closure is
    /// called from those words as they are. It is sound while the record
    /// keeps the closure alive until the call returns — in the runtime, no
    /// record is freed during a frame (removals wait for the sweep) — even
    /// if the handler makes the column grow and move.
    @inline(__always)
    static func call(_ record: UnsafePointer<UpdateHandler<Value>>, with sample: () -> AnimationSample<Value>) {
        assert(MemoryLayout<UpdateHandler<Value>>.size == MemoryLayout<(UInt, UInt)>.size, "a closure is two words")
        var words = UnsafeRawPointer(record).load(as: (UInt, UInt).self)
        withUnsafePointer(to: &words) {
            $0.withMemoryRebound(to: BorrowedUpdate<Value>.self, capacity: 1) { invoke($0.pointee, sample) }
        }
    }

    @inline(__always)
    private static func invoke(_ handler: borrowing BorrowedUpdate<Value>, _ sample: () -> AnimationSample<Value>) {
        handler.call?(sample())
    }
}

/// `UpdateHandler`'s layout, noncopyable: what a borrowed record is read as,
/// so that its closure is called in place, never copied.
private struct BorrowedUpdate<Value: VectorArithmetic>: ~Copyable {
    let call: ((AnimationSample<Value>) -> Void)?
}
