/// A growable run of elements in one allocation, owned by a store: the
/// storage of the runtime's per-animation data.
///
/// Unlike `Array` it has no copy-on-write, no uniqueness check on writes and
/// no closure to reach its memory: a frame's loop reads and writes through
/// `base` directly, in optimised and unoptimised builds alike (where
/// `Array`'s generic closure-taking methods allocate). It is a plain struct
/// holding a pointer, so its owner must call `release()` exactly once, in its
/// `deinit`, and never copy it to keep. Indices are checked in debug builds.
struct Column<Element> {
    /// The first element (nil until the first append).
    private(set) var base: UnsafeMutablePointer<Element>?
    /// The number of elements.
    private(set) var count = 0
    /// The number of elements the allocation holds.
    private(set) var capacity = 0

    init() {}

    /// The element at `index`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "Column index \(index) out of range 0..<\(count)")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "Column index \(index) out of range 0..<\(count)")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// The address of the element at `index`, valid until the column grows
    /// or is released.
    @inline(__always)
    func address(_ index: Int) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && index < count, "Column index \(index) out of range 0..<\(count)")
        return base.unsafelyUnwrapped + index
    }

    /// Adds `element` at the end (doubling the allocation when full).
    mutating func append(_ element: Element) {
        if count == capacity { reserve(Swift.max(16, 2 * capacity)) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Makes room for `minimum` elements.
    mutating func reserve(_ minimum: Int) {
        guard minimum > capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: minimum)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = minimum
    }

    /// Moves the last element into `index` and drops the last place.
    mutating func swapRemove(at index: Int) {
        assert(index >= 0 && index < count, "Column index \(index) out of range 0..<\(count)")
        let p = base.unsafelyUnwrapped
        let last = count - 1
        if index == last {
            (p + last).deinitialize(count: 1)
        } else {
            (p + index).pointee = (p + last).move()
        }
        count = last
    }

    /// Destroys the elements and frees the allocation; the column is empty
    /// afterwards.
    mutating func release() {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
        base = nil
        count = 0
        capacity = 0
    }
}
