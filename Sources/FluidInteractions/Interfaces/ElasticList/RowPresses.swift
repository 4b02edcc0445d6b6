import FluidAnimation
import FluidPhysics

/// Rows that show a finger's press: the row a touch-down lands on moves its
/// press amount (unitless, 0 at rest … 1 pressed) toward 1 on `pressSpring`
/// at once; when the touch becomes a scroll, taps or ends, it goes back to 0
/// on `releaseSpring` from where it is, with its velocity (no jump). Rows
/// still letting go keep their own springs, so a quick second touch on
/// another row moves nothing abruptly. Times are seconds.
public struct RowPresses: Sendable {
    /// The spring toward 1 at a touch-down.
    public private(set) var pressSpring: Spring
    /// The spring back to 0.
    public private(set) var releaseSpring: Spring
    /// The row a finger presses now.
    public private(set) var pressedRow: Int?
    /// How much motion is wanted (``setMotionPreference(_:at:)``).
    public private(set) var motionPreference = MotionPreference.full
    private var amounts: [(index: Int, amount: SpringAnimation<Double>)] = []

    /// No row pressed.
    public init(pressSpring: Spring, releaseSpring: Spring) {
        self.pressSpring = pressSpring
        self.releaseSpring = releaseSpring
    }

    /// Row `index`'s press amount at `time`, 0…1 (0 for a row never pressed).
    public func amount(ofRow index: Int, at time: Double) -> Double {
        amounts.first { $0.index == index }?.amount.value(at: time) ?? 0
    }

    /// A touch-down on row `index` at `time` presses it (letting go of any other).
    public mutating func press(_ index: Int, at time: Double) {
        release(at: time)
        pressedRow = index
        move(index, to: 1, spring: pressSpring, at: time)
    }

    /// The pressed row lets go at `time` (the touch scrolls, taps or ends).
    public mutating func release(at time: Double) {
        guard let row = pressedRow else { return }
        pressedRow = nil
        move(row, to: 0, spring: releaseSpring, at: time)
    }

    /// Swaps in new springs at `time` (seconds) — a tuning changed — without
    /// a jump: every amount on its way goes on from where it is, with its
    /// velocity (per second), on the new spring for its direction
    /// (`newPress` toward 1, `newRelease` toward 0).
    public mutating func retune(pressSpring newPress: Spring, releaseSpring newRelease: Spring, at time: Double) {
        pressSpring = newPress
        releaseSpring = newRelease
        for k in amounts.indices {
            let spring = amounts[k].amount.target == 1 ? newPress : newRelease
            if amounts[k].amount.spring != spring { amounts[k].amount.retarget(spring: spring, at: time) }
        }
    }

    /// Forgets rows that have let go and come to rest by `time` (no allocation).
    public mutating func settle(at time: Double) {
        let held = pressedRow
        amounts.removeAll { $0.index != held && $0.amount.isSettled(at: time) }
    }

    /// True when no row is pressed or moving at `time`.
    public func isSettled(at time: Double) -> Bool {
        pressedRow == nil && amounts.allSatisfy { $0.amount.isSettled(at: time) }
    }

    private mutating func move(_ index: Int, to target: Double, spring: Spring, at time: Double) {
        if let k = amounts.firstIndex(where: { $0.index == index }) {
            amounts[k].amount.retarget(to: target, spring: spring, at: time)
        } else {
            amounts.append((index, SpringAnimation(spring: spring, from: 0, to: target, startTime: time, threshold: .opacity,
                                                   motionPreference: motionPreference)))
        }
    }

    /// Takes `preference` at `time`: every press under way goes on from
    /// where it is on the spring the preference chooses, and so do later ones.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {
        guard preference != motionPreference else { return }
        motionPreference = preference
        for k in amounts.indices { amounts[k].amount.setMotionPreference(preference, at: time) }
    }
}

extension RowPresses: InteractionPart {
    /// Settles what has come to rest by `time` (`settle(at:)`).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }
}
