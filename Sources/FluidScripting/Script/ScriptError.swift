/// Why a gesture script (or the JSON it is written in, or a replay request)
/// was rejected, and where.
///
/// The message names the place: a syntax error gives the line and column in
/// the text (`line 3, column 17: expected ',' or '}' after an object
/// member`), a schema error the path to the offending value
/// (`events[3].t: time goes backwards (0.120 after 0.130)`).
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public enum Location: Hashable, Sendable {
        /// Nowhere in particular (e.g. the text as a whole is too large).
        case none
        /// A position in the JSON text: 1-based line, and 1-based column
        /// counted in Unicode scalars.
        case text(line: Int, column: Int)
        /// A path to a value in the parsed document, such as `events[3].t`
        /// or `viewport.safeArea.top` (empty: the document itself).
        case path(String)
    }

    /// Where the problem is.
    public var location: Location
    /// What is wrong, for people, without the location.
    public var reason: String

    /// Creates an error.
    public init(_ location: Location, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    /// A schema error at `path` (such as `events[3].t`).
    public static func at(_ path: String, _ reason: String) -> ScriptError {
        ScriptError(.path(path), reason)
    }

    /// The whole message on one line: location, a colon, the reason.
    public var description: String {
        switch location {
        case .none:
            return reason
        case .text(let line, let column):
            return "line \(line), column \(column): \(reason)"
        case .path(let path):
            return path.isEmpty ? reason : "\(path): \(reason)"
        }
    }
}
