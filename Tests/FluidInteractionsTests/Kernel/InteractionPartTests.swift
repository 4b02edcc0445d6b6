import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// A part that logs what the kernel does to it: it is unsettled until
/// `restsAt`, has a deadline at `due` (until it passes) and records a state
/// event the first time time reaches `announceAt`.
private struct Clockwork: InteractionPart {
    var name: String
    var restsAt: Double
    var due: Double?
    var announceAt = Double.infinity
    var log: [String] = []

    mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        log.append("\(name) \(time)")
        if let d = due, time >= d { due = nil }
        if time >= announceAt {
            events.append(.state(name, .number(time), at: time))
            announceAt = .infinity
        }
    }
    func isSettled(at time: Double) -> Bool { time >= restsAt }
    var nextDeadline: Double? { due }
}

/// An interface made of two clockwork parts and a dragged value.
private struct Machine: AreaTouchedBehavior, PanBehavior {
    static let interfaceName = "machine"
    var kernel: InteractionKernel<PrimaryTouch>
    var pan = InstantPanRecognizer()
    var first = Clockwork(name: "first", restsAt: 1, due: 0.3)
    var second = Clockwork(name: "second", restsAt: 2, due: 0.7, announceAt: 0.5)
    var order: [String] = []
    var touchArea: Rect { Rect(x: 0, y: 0, width: 400, height: 900) }

    init(viewport: Viewport) { kernel = InteractionKernel(viewport: viewport) }
    mutating func respond(to pan: InstantPanRecognizer.Event) {}
    mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&first)
        visit(&second)
    }
    mutating func timeDidAdvance() { order.append("own \(time): \(first.log.last ?? "") \(second.log.last ?? "")") }
    var scene: [Layer] { [] }
}

@Suite("InteractionPart")
struct InteractionPartTests {
    @Test func theKernelAdvancesEveryPartInOrderBeforeTheInterfacesOwnStep() {
        var m = Machine(viewport: .phone)
        m.advance(to: 0.1)
        #expect(m.first.log == ["first 0.1"] && m.second.log == ["second 0.1"])
        #expect(m.order == ["own 0.1: first 0.1 second 0.1"])
    }

    @Test func theNextDeadlineIsTheEarliestOfThePartsAndTimeStopsThere() {
        var m = Machine(viewport: .phone)
        #expect(m.nextDeadline == 0.3)
        m.advance(to: 1)
        // Stopped at each part's deadline on the way, then at the target.
        #expect(m.first.log == ["first 0.3", "first 0.7", "first 1.0"])
        #expect(m.nextDeadline == nil)
    }

    @Test func settledWhenEveryPartIsAndNoFingerHoldsIt() {
        var m = Machine(viewport: .phone)
        #expect(!m.isSettled)
        m.advance(to: 1.5)
        #expect(!m.isSettled, "the second part rests at 2 s")
        m.advance(to: 2)
        #expect(m.isSettled)
        m.handle(.began(1, at: Point(x: 100, y: 100), time: 2.1))
        #expect(!m.isSettled, "a finger holds it: its pan follows the finger")
        m.handle(.ended(1, at: Point(x: 100, y: 100), time: 2.2))
        #expect(m.isSettled)
    }

    @Test func whatAPartRecordsIsRecordedAtItsTime() {
        var m = Machine(viewport: .phone)
        m.advance(to: 0.4)
        #expect(m.events.isEmpty)
        m.advance(to: 0.6)
        #expect(m.events == [.state("second", .number(0.6), at: 0.6)])
    }

    @Test func aHeldStillFingerSlowsToZeroBecauseThePanIsAPart() {
        var m = Machine(viewport: .phone)
        m.handle(.began(1, at: Point(x: 100, y: 100), time: 0.1))
        for i in 1...10 { m.handle(.moved(1, to: Point(x: 100 + 10 * Double(i), y: 100), time: 0.1 + 0.008 * Double(i))) }
        #expect(m.fingerVelocity.dx > 500)
        m.advance(to: 1)
        #expect(m.fingerVelocity == .zero)
    }
}
