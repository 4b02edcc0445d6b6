/// Memory the page's JavaScript and Swift both see: Swift owns it, keeps
/// it from call to call, and hands JavaScript its address to read what a
/// call wrote (or to write what the next call reads). It grows as needed
/// and never shrinks, so a frame's exchange allocates nothing once the
/// largest scene has been seen.
///
/// JavaScript must read it before the next call: growing moves it. One
/// object owns the memory (a class, so no copy can free it under another).
final class ExchangeBuffer<Element: BitwiseCopyable> {
    private(set) var storage: UnsafeMutableBufferPointer<Element>
    /// How many elements the last `fill` wrote.
    private(set) var count = 0

    init(capacity: Int) {
        storage = .allocate(capacity: Swift.max(1, capacity))
    }

    deinit { storage.deallocate() }

    /// The first element's address.
    var address: UnsafeMutablePointer<Element> { storage.baseAddress! }

    /// Room for at least `capacity` elements (the contents are not kept
    /// when it grows).
    func reserve(_ capacity: Int) {
        guard capacity > storage.count else { return }
        storage.deallocate()
        storage = .allocate(capacity: Swift.max(capacity, 2 * storage.count))
    }

    /// Replaces the contents with `elements`.
    func fill(_ elements: [Element]) {
        reserve(elements.count)
        _ = storage.initialize(fromContentsOf: elements)
        count = elements.count
    }

    /// The first `count` elements, copied out.
    func elements(_ count: Int) -> [Element] {
        Array(storage[0..<Swift.max(0, Swift.min(count, storage.count))])
    }
}
