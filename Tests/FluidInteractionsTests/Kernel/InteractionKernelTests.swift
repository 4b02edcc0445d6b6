import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// An interface that records what the kernel hands it: two roles (a left
/// and a right half), and a deadline every `period` seconds.
private struct Probe: InteractionBehavior {
    enum Role: Hashable, Sendable { case left, right }
    static let interfaceName = "probe"
    var kernel: InteractionKernel<Role>
    var delivered: [(TouchPhase, Role, Double, Bool)] = []
    var steps: [Double] = []
    var deadlines: [Double] = []
    var period: Double? = nil
    var nextDue = 0.25

    init(viewport: Viewport) { kernel = InteractionKernel(viewport: viewport) }

    func role(forTouchAt location: Point) -> Role? {
        let role: Role = location.x < viewport.width / 2 ? .left : .right
        return kernel.isHeld(role) ? nil : role
    }
    mutating func respond(to touch: TouchEvent, as role: Role) {
        delivered.append((touch.phase, role, touch.timestamp, touch.location.x.isFinite))
    }
    mutating func timeDidAdvance() { steps.append(time) }
    var nextDeadline: Double? { period == nil ? nil : nextDue }
    mutating func deadlineArrived() {
        deadlines.append(time)
        if let period { nextDue += period }
    }
    var isSettled: Bool { !kernel.isTouched }
    var state: InteractionValue { .null }
    var layout: InteractionValue { .null }
    var scene: [Layer] { [] }
}

@Suite("InteractionKernel")
struct InteractionKernelTests {
    let left = Point(x: 50, y: 400), right = Point(x: 300, y: 400)

    @Test func everyInterfaceOfTheCatalogueIsWrittenOnTheKernel() {
        let behaviours: [any InteractionBehavior.Type] = [
            CalculatorButton.self, SpringTuner.self, FlashlightButton.self, RubberBandDemo.self, AppSwitcher.self,
            MomentumDrawer.self, PictureInPicture.self, RotationDemo.self, ResponsiveButton.self, ElasticList.self,
            FluidNavigation.self, LiveTheming.self, ExpandableView.self,
        ]
        #expect(behaviours.map { $0.interfaceName } == InteractionCatalog.names)
    }

    @Test func timeOnlyMovesForwardAndStaysFinite() {
        var p = Probe(viewport: .phone)
        p.advance(to: 1)
        for bad in [0.5, 1, .nan, .infinity, -.infinity] { p.advance(to: bad) }
        #expect(p.time == 1)
        #expect(p.steps == [1])
    }

    @Test func touchesAreAdmittedByOneContract() {
        var p = Probe(viewport: .phone)
        p.handle(.began(1, at: left, time: 1))
        p.handle(.began(2, at: Point(x: 60, y: 10), time: 1.1))          // the left half is held: a stray finger
        p.handle(.moved(2, to: left, time: 1.2))                          // a stray finger's move
        p.handle(.moved(1, to: Point(x: .nan, y: 3), time: 1.3))          // NaN location: dropped
        p.handle(.moved(1, to: Point(x: 1e300, y: 3), time: 0.5))         // huge, and from the past: counts as now
        p.handle(.began(3, at: right, time: .nan))                        // a began with no time: dropped
        p.handle(.began(3, at: right, time: 2))                           // a second finger takes the other role
        p.handle(.ended(1, at: Point(x: .nan, y: .nan), time: .infinity)) // a lost location and time still end it
        p.handle(.moved(1, to: left, time: 2.5))                          // ended: no longer followed
        #expect(p.delivered.map { $0.0 } == [.began, .moved, .began, .ended])
        #expect(p.delivered.map { $0.1 } == [.left, .left, .right, .left])
        #expect(p.delivered.map { $0.2 } == [1, 1.3, 2, 2])
        #expect(p.delivered.map { $0.3 } == [true, true, true, false])
        #expect(p.kernel.holds.map(\.role) == [.right])
    }

    @Test func aBeganFromAFollowedFingerEndsItFirst() {
        var p = Probe(viewport: .phone)
        p.handle(.began(1, at: left, time: 1))
        p.handle(.began(1, at: right, time: 2))   // its end was lost
        #expect(p.delivered.map { $0.0 } == [.began, .cancelled, .began])
        #expect(p.delivered.map { $0.1 } == [.left, .left, .right])
        #expect(p.delivered[1].3 == false, "the synthetic cancel carries no location")
        #expect(p.kernel.holds.map(\.pointer) == [1])
    }

    @Test func deadlinesRunAtTheirExactInstantsAtAnyFrameRate() {
        for fps in [30.0, 60, 144, 1] {
            var p = Probe(viewport: .phone)
            p.period = 0.25
            var frame = 1.0
            while frame / fps <= 1 { p.advance(to: frame / fps); frame += 1 }
            #expect(p.deadlines == [0.25, 0.5, 0.75, 1.0], "at \(fps) fps")
        }
    }

    @Test func aDeadlineThatNeverMovesOnCannotStopTime() {
        var p = Probe(viewport: .phone)
        p.period = 0
        p.advance(to: 3)
        #expect(p.time == 3)
        #expect(p.deadlines.count == InteractionKernelLimits.deadlinesPerInstant)
    }

    @Test func aChangedFieldIsRecordedOnceAndAnUnchangedOneNever() {
        var kernel = InteractionKernel<PrimaryTouch>(viewport: .phone)
        var isOpen = false
        #expect(!kernel.change(&isOpen, to: false, recording: "isOpen", as: InteractionValue.bool) && kernel.events.isEmpty)
        #expect(kernel.change(&isOpen, to: true, recording: "isOpen", as: InteractionValue.bool) && isOpen)
        #expect(kernel.events == [.state("isOpen", .bool(true), at: 0)])
        var side: String? = "left"
        kernel.change(&side, to: nil, recording: "side") { .string($0 ?? "none") }
        #expect(side == nil && kernel.events.last == .state("side", .string("none"), at: 0) && kernel.events.count == 2)
    }

    @Test func aReportableValueIsRecordedInItsReportedForm() {
        var kernel = InteractionKernel<PrimaryTouch>(viewport: .phone)
        var taps = 0, row: Int? = 3
        #expect(kernel.change(&taps, to: 2, recording: "taps") && taps == 2)
        #expect(!kernel.change(&taps, to: 2, recording: "taps"))
        #expect(kernel.change(&row, to: nil, recording: "row"))
        kernel.state("heading", "open")
        kernel.state("frame", Rect(x: 1, y: 2, width: 3, height: 4))
        kernel.state("completion", ["animator": "height", "position": "end"])
        #expect(kernel.events == [
            .state("taps", .number(2), at: 0), .state("row", .null, at: 0), .state("heading", .string("open"), at: 0),
            .state("frame", .frame(Rect(x: 1, y: 2, width: 3, height: 4)), at: 0),
            .state("completion", .object([.init("animator", .string("height")), .init("position", .string("end"))]), at: 0),
        ])
    }

    @Test func aVectorIsWrittenAsItsComponents() {
        #expect(InteractionValue.vector(Vector(dx: 3, dy: -4)) == .point(Point(x: 3, y: -4)))
        #expect(Point(Vector(dx: 3, dy: -4)) == Point(x: 3, y: -4) && Vector(Point(x: 3, y: -4)) == Vector(dx: 3, dy: -4))
    }
}
