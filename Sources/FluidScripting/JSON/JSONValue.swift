import FluidInteractions

/// A parsed JSON document.
///
/// It is the same type as `InteractionValue`: objects keep their keys in
/// the order written, numbers are `Double`s, and what a model reports can be
/// written out and read back unchanged (`jsonText()`, `JSONParser.parse`).
///
/// A number too large for a `Double` (such as `1e999`) parses as an
/// infinity; the script reader rejects it as "not a finite number", and the
/// writer prints non-finite numbers as `null`.
public typealias JSONValue = InteractionValue
