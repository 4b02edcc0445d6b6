/// Something an `AnimationRuntime` advances once per frame, after every
/// animation's update handler and before removals — a `PropertyAnimator`.
///
/// The dependency points one way: a participant schedules itself on the
/// runtime (`AnimationRuntime.schedule(_:)`) while it has work to do and
/// unschedules itself when it is done; the runtime only knows this protocol.
protocol FrameParticipant: AnyObject {
    /// The participant's identity among the scheduled ones:
    /// `ObjectIdentifier(self)` (asked of the participant, because Embedded
    /// Swift cannot take it from an existential).
    var participantID: ObjectIdentifier { get }

    /// Advances to the frame at `time` seconds.
    func advance(to time: Double)
}
