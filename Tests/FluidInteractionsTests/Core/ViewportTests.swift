import FluidInteractions
import FluidPhysics
import Testing

@Suite("Viewport")
struct ViewportTests {
    @Test func viewportValidation() throws {
        let v = try Viewport.validated(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))
        #expect(v.safeBounds == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(throws: ParameterError.self) { try Viewport.validated(width: .nan, height: 100) }
        #expect(throws: ParameterError.self) { try Viewport.validated(width: -1, height: 100) }
        #expect(throws: ParameterError.self) { try Viewport.validated(width: 100, height: 100, safeArea: .init(top: -1)) }
        #expect(throws: ParameterError.self) { try Viewport.validated(width: 100, height: 100, safeArea: .init(top: 60, bottom: 40)) }
    }
}
