/// A failure at run time (not a usage mistake): one line on stderr, exit status 1.
struct PlaygroundFailure: Error {
    /// What went wrong.
    var message: String
}
