/// A list of frame handlers, shared by the clocks in this module and
/// available to custom clocks.
///
/// Handlers are called in registration order. Adding or removing handlers
/// from inside a handler is safe: a frame calls the handlers that were
/// registered when it began and are still registered when their turn comes.
public struct FrameHandlers {
    // A struct, not a tuple: an array of tuples holding closures would make
    // the generic array code re-wrap the closure (and allocate) on every read.
    private struct Entry {
        let token: FrameHandlerToken
        let handler: (Double) -> Void
    }
    private var entries: [Entry] = []
    private var nextToken: UInt64 = 1

    /// An empty list.
    public init() {}

    /// The number of registered handlers.
    public var count: Int { entries.count }

    /// Adds `handler` and returns its token.
    public mutating func add(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken {
        let token = FrameHandlerToken(rawValue: nextToken)
        nextToken += 1
        entries.append(Entry(token: token, handler: handler))
        return token
    }

    /// Removes the handler registered under `token`.
    public mutating func remove(_ token: FrameHandlerToken) {
        entries.removeAll { $0.token == token }
    }

    /// Whether `token` is still registered.
    public func contains(_ token: FrameHandlerToken) -> Bool {
        entries.contains { $0.token == token }
    }

    /// The token of the most recently added handler (nil when none was ever added).
    public var newestToken: FrameHandlerToken? {
        nextToken > 1 ? FrameHandlerToken(rawValue: nextToken - 1) : nil
    }

    /// The first registered handler whose token comes after `previous` (or
    /// the first handler when `previous` is nil) and not after `limit`.
    ///
    /// Clocks call handlers with this, one at a time, so that a handler may
    /// add or remove handlers: start with `previous` nil and `limit` the
    /// `newestToken` when the frame began, and continue from the token just
    /// called. Handlers added during the frame wait for the next one.
    public func next(after previous: FrameHandlerToken?, notAfter limit: FrameHandlerToken) -> (token: FrameHandlerToken, handler: (Double) -> Void)? {
        let floor = previous?.rawValue ?? 0
        var i = 0
        while i < entries.count {
            let token = entries[i].token
            if token.rawValue > floor {
                return token.rawValue <= limit.rawValue ? (token, entries[i].handler) : nil
            }
            i += 1
        }
        return nil
    }

    /// Calls every handler registered when the call began (and still
    /// registered when its turn comes) with `time`. `handlers` is read
    /// through `list` each step, so handlers may change the list.
    public static func fire(_ time: Double, list: () -> FrameHandlers) {
        guard let limit = list().newestToken else { return }
        var previous: FrameHandlerToken?
        while let entry = list().next(after: previous, notAfter: limit) {
            previous = entry.token
            entry.handler(time)
        }
    }
}
