/// A failure at run time: one line on stderr, exit status `status` — 1 (a
/// file that cannot be written, a render that failed) unless the input was
/// bad (an unreadable or invalid script, an unknown interface: 2, as for a
/// usage mistake).
struct PlaygroundFailure: Error {
    /// What went wrong.
    var message: String
    /// The exit status: 1 by default, 2 for bad input.
    var status: Int32 = 1
}
