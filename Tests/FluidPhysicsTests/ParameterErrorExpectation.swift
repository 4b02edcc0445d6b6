import FluidPhysics
import Testing

/// NaN and both infinities: what every validating builder rejects.
let nonFiniteValues: [Double] = [.nan, .infinity, -.infinity]

/// Expects `body` to throw a `ParameterError` that names `parameter` (and
/// has `reason`, when given) in its description.
func expectError(
    _ parameter: String, _ reason: ParameterError.Reason? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected an error for \(parameter)", sourceLocation: sourceLocation)
    } catch let error as ParameterError {
        #expect(error.parameter == parameter, sourceLocation: sourceLocation)
        if let reason { #expect(error.reason == reason, sourceLocation: sourceLocation) }
        #expect(error.description.contains(parameter), sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a ParameterError, got \(error)", sourceLocation: sourceLocation)
    }
}
