import FluidPhysics

/// The type-erased face of a property store, called once per store.
@MainActor
protocol AnimatorPropertyStore: AnyObject {
    func notify(progress: Double)
    func freeze(at progress: Double)
}

/// The properties of one value type, in contiguous storage.
@MainActor
final class PropertyStore<Value: VectorArithmetic>: AnimatorPropertyStore {
    /// A change handler, wrapped in a struct so that reading it from the
    /// array never re-wraps (and allocates) the closure.
    struct Handler {
        let call: ((Value) -> Void)?
    }

    var tracks: [PropertyTrack<Value>] = []
    var handlers: [Handler] = []

    func notify(progress: Double) {
        var i = 0
        while i < tracks.count {
            if let call = handlers[i].call {
                let v = tracks[i].value(at: progress)
                call(v)
            }
            i += 1
        }
    }

    func freeze(at progress: Double) {
        for i in 0..<tracks.count { tracks[i] = tracks[i].frozen(at: progress) }
    }
}
