extension Optional where Wrapped: CustomStringConvertible {
    /// The wrapped value's `description`, or `nil`: how an invariant's
    /// message names a value that may be missing. (Embedded Swift, which
    /// the web page is built with, has no reflection, so no
    /// `String(describing:)` of an optional.)
    var describedOrNil: String { map { $0.description } ?? "nil" }
}
