import FluidPhysics

/// The type-erased face of a property store, called once per store.
protocol AnimatorPropertyStore: AnyObject {
    /// Calls the change handlers with the values at progress `progress`
    /// (P) and joined progresses `joins` (u, indexed by `PropertyTrack.join`).
    func notify(progress: Double, joins: [Double])
    /// Makes every property rest at its value for `progress` and `joins`.
    func freeze(progress: Double, joins: [Double])
    /// Checks one handler per track and that every track reads P or one
    /// of the `joinCount` joined progresses (debug builds); returns true.
    func checkInvariants(joinCount: Int) -> Bool
}

/// The properties of one value type, in contiguous storage.
final class PropertyStore<Value: VectorArithmetic>: AnimatorPropertyStore {
    /// A change handler, wrapped in a struct so that reading it from the
    /// array never re-wraps (and allocates) the closure.
    struct Handler {
        let call: ((Value) -> Void)?
    }

    var tracks: [PropertyTrack<Value>] = []
    var handlers: [Handler] = []

    func notify(progress: Double, joins: [Double]) {
        var i = 0
        while i < tracks.count {
            if let call = handlers[i].call {
                let t = tracks[i]
                call(t.value(at: t.join < 0 ? progress : joins[t.join]))
            }
            i += 1
        }
    }

    func freeze(progress: Double, joins: [Double]) {
        var i = 0
        while i < tracks.count {
            let t = tracks[i]
            tracks[i] = .resting(at: t.value(at: t.join < 0 ? progress : joins[t.join]))
            i += 1
        }
    }

    /// See `AnimatorPropertyStore.checkInvariants(joinCount:)`.
    func checkInvariants(joinCount: Int) -> Bool {
        precondition(handlers.count == tracks.count, "\(tracks.count) properties, \(handlers.count) handlers")
        var i = 0
        while i < tracks.count {
            precondition(tracks[i].join >= -1 && tracks[i].join < joinCount, "property \(i) reads joined progress \(tracks[i].join) of \(joinCount)")
            i += 1
        }
        return true
    }
}
