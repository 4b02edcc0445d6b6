/// The events that one call of a gesture recognizer produced, in order — at
/// most `capacity` (4) of them, stored inline.
///
/// `handle(_:)`, `advance(to:)` and `cancel()` run for every touch event and
/// every frame, so what they return must not cost an allocation: this
/// collection keeps its events in the value itself, never on the heap.
/// It reads like the array it replaces:
///
/// ```swift
/// for event in pan.handle(touch) { … }
/// if pan.handle(touch).isEmpty { … }
/// #expect(control.handle(touch) == [.touchDown])
/// ```
///
/// No recognizer in FluidGestures emits more than three events from one
/// call (a `ForcePressRecognizer` whose pointer began again: `.cancelled`,
/// `.began`, `.activated`; a `ScrollVersusTapRecognizer` lifted beyond the
/// slop: `.tapCancelled`, `.scrollBegan`, `.scrollEnded`). Appending a fifth
/// event is a programming error and traps.
public struct GestureEvents<Event>: RandomAccessCollection {
    /// The most events one collection holds: 4.
    public static var capacity: Int { 4 }

    /// The events; the first `storedCount` are set, the rest nil.
    @usableFromInline
    internal var storage: (Event?, Event?, Event?, Event?)

    /// How many events are stored, 0…4.
    @usableFromInline
    internal var storedCount: Int

    /// The number of events.
    @inlinable
    public var count: Int { storedCount }

    /// No events.
    @inlinable
    public init() {
        storage = (nil, nil, nil, nil)
        storedCount = 0
    }

    /// One event.
    @inlinable
    public init(_ event: Event) {
        storage = (event, nil, nil, nil)
        storedCount = 1
    }

    /// The position of the first event: 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the position of the last event: `count`.
    @inlinable
    public var endIndex: Int { storedCount }

    /// The event at `position` (0 is the first one emitted).
    @inlinable
    public subscript(position: Int) -> Event {
        precondition(position >= 0 && position < storedCount, "GestureEvents index out of range")
        switch position {
        case 0: return storage.0!
        case 1: return storage.1!
        case 2: return storage.2!
        default: return storage.3!
        }
    }

    /// Whether there are no events.
    @inlinable
    public var isEmpty: Bool { storedCount == 0 }

    /// The first event emitted, or nil.
    ///
    /// (The collection's own, like `last`, `isEmpty` and the iterator: the
    /// generic versions read elements through a coroutine that allocates in
    /// unoptimised builds.)
    @inlinable
    public var first: Event? { storedCount == 0 ? nil : self[0] }

    /// The last event emitted, or nil.
    @inlinable
    public var last: Event? { storedCount == 0 ? nil : self[storedCount - 1] }

    /// Walks the events in order.
    ///
    /// The collection's own iterator, rather than the generic
    /// `IndexingIterator`, so that `for event in recognizer.handle(touch)`
    /// calls nothing generic per element and stays allocation-free even in
    /// unoptimised builds.
    public struct Iterator: IteratorProtocol {
        /// The events walked.
        @usableFromInline
        internal let events: GestureEvents
        /// The position of the next event.
        @usableFromInline
        internal var position = 0

        /// Starts before the first event.
        @inlinable
        internal init(_ events: GestureEvents) {
            self.events = events
        }

        /// The next event, or nil after the last one.
        @inlinable
        public mutating func next() -> Event? {
            guard position < events.storedCount else { return nil }
            position += 1
            return events[position - 1]
        }
    }

    /// An iterator over the events, first emitted first.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Adds `event` after the others.
    ///
    /// - Precondition: fewer than `capacity` events are stored.
    @inlinable
    public mutating func append(_ event: Event) {
        precondition(storedCount < 4, "GestureEvents holds at most 4 events")
        switch storedCount {
        case 0: storage.0 = event
        case 1: storage.1 = event
        case 2: storage.2 = event
        default: storage.3 = event
        }
        storedCount += 1
    }

    /// Adds the events of `other`, in order, after these.
    ///
    /// - Precondition: the result holds at most `capacity` events.
    @inlinable
    public mutating func append(contentsOf other: GestureEvents<Event>) {
        var k = 0
        while k < other.count {
            append(other[k])
            k += 1
        }
    }
}

extension GestureEvents: ExpressibleByArrayLiteral {
    /// The events of the literal, in order: `[.touchDown]`.
    ///
    /// - Precondition: at most `capacity` elements.
    @inlinable
    public init(arrayLiteral elements: Event...) {
        self.init()
        var k = 0
        while k < elements.count {
            append(elements[k])
            k += 1
        }
    }
}

extension GestureEvents: Equatable where Event: Equatable {
    /// Whether both hold the same events in the same order.
    @inlinable
    public static func == (lhs: GestureEvents, rhs: GestureEvents) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var k = 0
        while k < lhs.count {
            if lhs[k] != rhs[k] { return false }
            k += 1
        }
        return true
    }
}

extension GestureEvents: Hashable where Event: Hashable {
    /// Hashes the number of events and the events in order.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var k = 0
        while k < count {
            hasher.combine(self[k])
            k += 1
        }
    }
}

extension GestureEvents: Sendable where Event: Sendable {}

extension GestureEvents.Iterator: Sendable where Event: Sendable {}

extension GestureEvents: CustomStringConvertible where Event: CustomStringConvertible {
    /// The events written like an array of their descriptions: `[7, 8, 9]`.
    public var description: String {
        var text = "["
        var k = 0
        while k < count {
            if k > 0 { text += ", " }
            text += self[k].description
            k += 1
        }
        return text + "]"
    }
}
