/// Where each running animation lives: a table indexed by the low bits of
/// its identifier, so that finding an animation from its handle is an
/// array read rather than a hash look-up.
///
/// An `AnimationID`'s raw value is `serial << slotBits | slot`: the serial
/// grows with every animation started (so identifiers are never reused and
/// order by issue), the slot is reused once its animation is gone. A slot
/// records the full identifier it currently holds, so a stale handle never
/// finds another animation.
final class AnimationSlots {
    /// One slot, in 12 bytes: the identifier it holds (0: free), the store
    /// and the index in that store (the next free slot while free).
    ///
    /// The identifier's low bits are the slot's own position, so a slot
    /// keeps only the serial (40 bits) and the store (24 bits) in one
    /// 64-bit quantity, split into two 32-bit words so that the slot
    /// needs no 8-byte alignment.
    struct Slot {
        private var low: UInt32
        private var high: UInt32
        /// The index in the store (the next free slot while free).
        var index: Int32

        /// A slot holding identifier `id` (0: free) of store `store` at `index`.
        init(id: UInt64, store: Int32, index: Int32) {
            assert(store >= -1 && UInt64(store + 1) <= AnimationSlots.slotMask, "store \(store) out of range")
            let packed = (id >> AnimationSlots.slotBits) << AnimationSlots.slotBits | UInt64(store + 1)
            low = UInt32(truncatingIfNeeded: packed)
            high = UInt32(truncatingIfNeeded: packed >> 32)
            self.index = index
        }

        private var packed: UInt64 { UInt64(high) << 32 | UInt64(low) }

        /// The serial part of the identifier held (0: free).
        var serial: UInt64 { packed >> AnimationSlots.slotBits }
        /// The store (−1: free).
        var store: Int32 { Int32(truncatingIfNeeded: packed & AnimationSlots.slotMask) - 1 }

        /// The identifier held, given the slot's position (0: free).
        func id(at position: Int) -> UInt64 {
            let serial = serial
            return serial == 0 ? 0 : serial << AnimationSlots.slotBits | UInt64(position)
        }
    }

    /// Bits of an identifier that name its slot: 16.7 million animations at
    /// once; the other 40 bits count a trillion animations started.
    static let slotBits: UInt64 = 24
    static let slotMask: UInt64 = (1 << slotBits) - 1

    @exclusivity(unchecked) private(set) var table = Column<Slot>()
    private var freeHead: Int32 = -1
    private var serial: UInt64 = 0
    /// The number of slots in use.
    private(set) var used = 0

    init() {}

    deinit { table.release() }

    /// Takes a slot for a new animation stored at (`store`, `index`) and
    /// returns its identifier and slot.
    func allocate(store: Int32, index: Int32) -> (id: AnimationID, slot: Int32) {
        serial += 1
        precondition(serial < (1 << (64 - Self.slotBits)), "AnimationRuntime: identifiers exhausted")
        let slot: Int32
        if freeHead >= 0 {
            slot = freeHead
            freeHead = table[Int(slot)].index
        } else {
            precondition(UInt64(table.count) < Self.slotMask, "AnimationRuntime: too many animations at once")
            slot = Int32(table.count)
            table.append(Slot(id: 0, store: -1, index: -1))
        }
        let id = serial << Self.slotBits | UInt64(slot)
        table[Int(slot)] = Slot(id: id, store: store, index: index)
        used += 1
        return (AnimationID(rawValue: id), slot)
    }

    /// The store and index of the animation `id`, or nil if it is gone.
    @inline(__always)
    func location(of id: AnimationID) -> (store: Int32, index: Int32)? {
        let slot = Int(id.rawValue & Self.slotMask)
        guard slot < table.count else { return nil }
        let s = table[slot]
        guard s.serial == id.rawValue >> Self.slotBits else { return nil }
        return (s.store, s.index)
    }

    /// The slot of `id` (which must be live).
    @inline(__always)
    func slot(of id: AnimationID) -> Int32 { Int32(truncatingIfNeeded: id.rawValue & Self.slotMask) }

    /// The animation in `slot` moved to (`store`, `index`).
    @inline(__always)
    func move(_ slot: Int32, store: Int32, index: Int32) {
        let id = table[Int(slot)].id(at: Int(slot))
        table[Int(slot)] = Slot(id: id, store: store, index: index)
    }

    /// The animation in `slot` moved to `index` in its store.
    @inline(__always)
    func move(_ slot: Int32, to index: Int32) {
        table[Int(slot)].index = index
    }

    /// The animation in `slot` is gone.
    func free(_ slot: Int32) {
        table[Int(slot)] = Slot(id: 0, store: -1, index: freeHead)
        freeHead = slot
        used -= 1
    }

    /// The slot as stored (debug checks).
    func entry(_ slot: Int32) -> Slot { table[Int(slot)] }

    /// Makes room for `count` slots in all.
    func reserve(_ count: Int) { table.reserve(count) }
}
