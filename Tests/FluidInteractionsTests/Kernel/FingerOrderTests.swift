import FluidGestures
import FluidInteractions
import FluidPhysics
import Testing

/// An interface held anywhere by up to two fingers, in the order they land.
private struct TwoFingerProbe: InteractionBehavior {
    static let interfaceName = "two-finger-probe"
    var kernel: InteractionKernel<FingerOrder>
    var delivered: [(PointerID, FingerOrder)] = []

    init(viewport: Viewport) { kernel = InteractionKernel(viewport: viewport) }

    func role(forTouchAt location: Point) -> FingerOrder? { nextFinger }
    mutating func respond(to touch: TouchEvent, as role: FingerOrder) {
        if touch.phase == .began { delivered.append((touch.pointer, role)) }
    }
    var isSettled: Bool { !kernel.isTouched }
    var state: InteractionValue { .null }
    var layout: InteractionValue { .null }
    var scene: [Layer] { [] }
}

@Suite("FingerOrder")
struct FingerOrderTests {
    let at = Point(x: 100, y: 100)

    @Test func theFirstTwoFingersTakeFirstAndSecondAndAThirdIsIgnored() {
        var p = TwoFingerProbe(viewport: .phone)
        #expect(p.nextFinger == .first)
        p.handle(.began(1, at: at, time: 0))
        #expect(p.nextFinger == .second)
        p.handle(.began(2, at: at, time: 0.1))
        #expect(p.nextFinger == nil)
        p.handle(.began(3, at: at, time: 0.2))
        #expect(p.delivered.map(\.0) == [1, 2] && p.delivered.map(\.1) == [.first, .second])
    }

    @Test func theFirstRoleIsTakenAgainWhileTheSecondStillHolds() {
        var p = TwoFingerProbe(viewport: .phone)
        p.handle(.began(1, at: at, time: 0))
        p.handle(.began(2, at: at, time: 0.1))
        p.handle(.ended(1, at: at, time: 0.2))
        #expect(p.nextFinger == .first)
        p.handle(.began(3, at: at, time: 0.3))
        #expect(p.delivered.last?.0 == 3 && p.delivered.last?.1 == .first)
        p.handle(.ended(2, at: at, time: 0.4))
        p.handle(.ended(3, at: at, time: 0.4))
        #expect(p.nextFinger == .first && p.isSettled)
    }
}
