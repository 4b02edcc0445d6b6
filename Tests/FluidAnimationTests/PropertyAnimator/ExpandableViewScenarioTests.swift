import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// The expandable view of the interactive `UIViewPropertyAnimator` article
/// (the library's model is `ExpandableView` in FluidInteractions), rebuilt
/// here on the animators alone, end to end, without UIKit: three
/// property animators (the view's height, background and corner radius on a
/// spring; the label's scale and the image's size and alpha on linear
/// curves) that a pan scrubs together, reverses and continues.
@MainActor
final class ExpandableViewScenario {
    enum State { case open, closed
        var opposite: State { self == .open ? .closed : .open }
    }

    static let minHeight = 80.0
    static let maxHeight = 667.0 - 80
    static var range: Double { maxHeight - minHeight }

    let runtime: AnimationRuntime
    var currentState = State.closed
    var animators: [PropertyAnimator] = []
    var progressAtBegin: [Double] = []
    var completions: [(animator: Int, position: AnimatorPosition)] = []
    var heightProperty: AnimatorProperty<Double>?

    // What a renderer would draw.
    var height = minHeight
    var background = Color(linearRed: 0, linearGreen: 0, linearBlue: 0, alpha: 1)
    var cornerRadius = 0.0
    var labelScale = 1.0
    var imageWidth = 50.0
    var imageAlpha = 0.0

    init(runtime: AnimationRuntime) { self.runtime = runtime }

    /// The seed's `animateExpandableView(to:duration:)`.
    func animate(to state: State, duration: Double) throws {
        guard animators.isEmpty else { return }
        let open = state == .open
        let view = try PropertyAnimator(duration: duration, dampingRatio: 1, runtime: runtime)
        heightProperty = try view.addAnimation(from: height, to: open ? Self.maxHeight : Self.minHeight) { [unowned self] in self.height = $0 }
        try view.addAnimation(from: background, to: Color(linearRed: 0, linearGreen: 0, linearBlue: 0, alpha: open ? 0.5 : 1)) {
            [unowned self] in self.background = $0
        }
        try view.addAnimation(from: cornerRadius, to: open ? 15 : 0) { [unowned self] in self.cornerRadius = $0 }
        view.addCompletion { [unowned self] position in
            self.completions.append((0, position))
            switch position {
            case .start: self.currentState = state.opposite
            case .end: self.currentState = state
            case .current: break
            }
            self.height = self.currentState == .open ? Self.maxHeight : Self.minHeight
            self.animators.removeAll()
        }
        let label = try PropertyAnimator(duration: duration, curve: .linear, runtime: runtime)
        label.scrubsLinearly = true
        try label.addAnimation(from: labelScale, to: open ? 1.4 : 1) { [unowned self] in self.labelScale = $0 }
        label.addCompletion { [unowned self] in self.completions.append((1, $0)) }
        let image = try PropertyAnimator(duration: duration, curve: .linear, runtime: runtime)
        image.scrubsLinearly = true
        try image.addAnimation(from: imageWidth, to: open ? 200 : 50) { [unowned self] in self.imageWidth = $0 }
        try image.addAnimation(from: imageAlpha, to: open ? 1 : 0) { [unowned self] in self.imageAlpha = $0 }
        image.addCompletion { [unowned self] in self.completions.append((2, $0)) }
        for a in [view, label, image] { try a.startAnimation() }
        animators = [view, label, image]
    }

    /// Pan began (the instant pan: a touch down begins it).
    func panBegan() throws {
        try animate(to: currentState.opposite, duration: 1)
        for a in animators { try a.pauseAnimation() }
        progressAtBegin = animators.map(\.fractionComplete)
    }

    /// Pan changed: the article's fraction arithmetic, unchanged.
    func panChanged(translationY: Double) throws {
        var percentage = -translationY / Self.range
        if currentState == .open { percentage *= -1 }
        if animators[0].isReversed { percentage *= -1 }
        for (i, a) in animators.enumerated() { try a.setFractionComplete(percentage + progressAtBegin[i]) }
    }

    /// Pan ended: a tap (no velocity) continues; otherwise the direction of
    /// the flick decides, and the view continues on a spring that starts
    /// with the finger's velocity (relative to the distance left).
    func panEnded(velocityY: Double) throws {
        guard velocityY != 0 else {
            for a in animators { try a.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
            return
        }
        let wantsOpen = velocityY < 0
        let target = currentState.opposite
        let mustReverse = (target == .open) != wantsOpen
        if animators[0].isReversed != mustReverse {
            for a in animators { try a.setReversed(!a.isReversed) }
        }
        let finalHeight = wantsOpen ? Self.maxHeight : Self.minHeight
        let heightVelocity = -velocityY
        let relative = Spring.relativeVelocity(heightVelocity, from: height, to: finalHeight)
        try animators[0].continueAnimation(
            withTimingParameters: .spring(Spring(duration: 0.45, bounce: 0.15), initialVelocity: relative), durationFactor: 0)
        for a in animators.dropFirst() { try a.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
    }

    var fractions: [Double] { animators.map(\.fractionComplete) }
}

@Suite("PropertyAnimator scenario: pan to expand a view")
@MainActor
struct ExpandableViewScenarioTests {
    @Test func tapPanReverseFlickAndContinue() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let view = ExpandableViewScenario(runtime: runtime)
        let range = ExpandableViewScenario.range

        // 1. Tap to open: the touch begins a pan (pausing the new animators),
        //    it ends without velocity and the animations continue.
        try view.panBegan()
        #expect(view.fractions == [0, 0, 0])
        try view.panEnded(velocityY: 0)
        #expect(view.animators.allSatisfy { $0.isRunning })
        try clock.advance(frames: 180, rate: 60)
        #expect(view.currentState == .open && view.animators.isEmpty)
        #expect(view.completions.map(\.position) == [.end, .end, .end])
        #expect(view.height == ExpandableViewScenario.maxHeight && view.cornerRadius == 15 && view.labelScale == 1.4)
        #expect(view.imageWidth == 200 && view.imageAlpha == 1 && view.background.alpha == 0.5)
        view.completions.removeAll()

        // 2. Pan down to close: three animators scrubbed together stay in sync.
        try view.panBegan()
        #expect(view.animators.allSatisfy { $0.state == .active && !$0.isRunning })
        try view.panChanged(translationY: 200)
        let f = 200 / range
        for fraction in view.fractions { expectClose(fraction, f, tolerance: 1e-12) }
        expectClose(view.height, ExpandableViewScenario.maxHeight - f * range, tolerance: 1e-9)
        expectClose(view.imageWidth, 200 - f * 150, tolerance: 1e-9)
        expectClose(view.labelScale, 1.4 - f * 0.4, tolerance: 1e-12)
        expectClose(view.imageAlpha, 1 - f, tolerance: 1e-12)
        expectClose(view.cornerRadius, 15 * (1 - f), tolerance: 1e-12)

        // 3. Back up a little, then let go moving up: the animators reverse
        //    mid-way, in sync, and continue toward open.
        try view.panChanged(translationY: 120)
        let g = 120 / range
        let heightAtRelease = view.height
        expectClose(heightAtRelease, ExpandableViewScenario.maxHeight - g * range, tolerance: 1e-9)
        try view.panEnded(velocityY: -900)
        #expect(view.animators.allSatisfy { $0.isReversed && $0.isRunning })
        for fraction in view.fractions { expectClose(fraction, 1 - g, tolerance: 1e-12) }   // still in sync after reversal
        // C1 with the finger: the height moves at exactly the finger's 900 pt/s.
        let heightProperty = try #require(view.heightProperty)
        expectClose(try view.animators[0].value(of: heightProperty), heightAtRelease, tolerance: 1e-9)
        expectClose(try view.animators[0].velocity(of: heightProperty), 900, tolerance: 1e-9 * 900)
        try clock.advance(frames: 240, rate: 120)
        #expect(view.currentState == .open)
        #expect(view.completions.map(\.position) == [.start, .start, .start])
        #expect(view.height == ExpandableViewScenario.maxHeight && view.imageWidth == 200 && view.labelScale == 1.4)
        view.completions.removeAll()

        // 4. A short drag and a flick down: the animators run on toward
        //    closed, the view with a spring carrying the flick's 2500 pt/s.
        try view.panBegan()
        try view.panChanged(translationY: 40)
        try view.panEnded(velocityY: 2500)
        #expect(view.animators.allSatisfy { !$0.isReversed && $0.isRunning })
        let newHeight = try #require(view.heightProperty)
        expectClose(try view.animators[0].velocity(of: newHeight), -2500, tolerance: 1e-9 * 2500)
        #expect(throws: AnimatorError.foreignProperty) { try view.animators[0].value(of: heightProperty) }
        // Meanwhile the linear animators keep going in step with their own timing.
        try clock.advance(frames: 30, rate: 120)
        expectClose(view.animators[1].fractionComplete, view.animators[2].fractionComplete, tolerance: 1e-12)
        try clock.advance(frames: 240, rate: 120)
        #expect(view.currentState == .closed)
        #expect(view.completions.map(\.position) == [.end, .end, .end])
        #expect(view.height == ExpandableViewScenario.minHeight && view.imageWidth == 50 && view.imageAlpha == 0 && view.labelScale == 1)
        #expect(view.cornerRadius == 0 && view.background.alpha == 1)
    }

    @Test func aTapDuringTheMotionCatchesItAndLetsItGoOn() throws {
        // Seed 000 #6's drawer behaviour: a touch during the animation pauses
        // it where it is (no jump), a release without velocity continues it.
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let view = ExpandableViewScenario(runtime: runtime)
        try view.animate(to: .open, duration: 1)
        try clock.advance(frames: 20, rate: 60)
        let before = view.height
        for a in view.animators { try a.pauseAnimation() }
        #expect(view.height == before)
        try clock.advance(frames: 20, rate: 60)
        #expect(view.height == before)
        for a in view.animators { try a.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        try clock.advance(frames: 180, rate: 60)
        #expect(view.currentState == .open && view.height == ExpandableViewScenario.maxHeight)
    }
}
