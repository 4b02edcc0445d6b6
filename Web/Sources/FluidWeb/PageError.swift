/// Why the page's Swift refused a call: one line naming what and where, as
/// the page shows it and `window.fluid` rejects with it.
public struct PageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, one line.
    public var description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }

    static func notFinite(_ what: String) -> PageError {
        PageError("\(what) is not a finite number")
    }
}
