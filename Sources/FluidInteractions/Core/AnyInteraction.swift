import FluidGestures

/// An interface of a type chosen at run time: any ``InteractionModel``,
/// held as a value.
///
/// `fluid replay`, the playground and the web page run whichever interface
/// a script, a tile or a URL names; they hold it as an `AnyInteraction`
/// (made by ``InteractionKind/make(viewport:)`` or ``InteractionCatalog/make(_:viewport:)``),
/// which behaves exactly as the model inside — the same state, layout,
/// picture and events at the same times — and is copied like it: a copy
/// is independent (the model is copied when one of two copies first
/// changes), so a ghost, a timeline or a prediction can run ahead on its
/// own copy.
///
/// ```swift
/// var pip = AnyInteraction(PictureInPicture(viewport: .phone))
/// pip.handle(.began(1, at: Point(x: 320, y: 715), time: 0))
/// pip.kind.interfaceName                        // "pip"
/// pip.model(as: PictureInPicture.self)?.corner  // .bottomRight
/// ```
///
/// It is a concrete type rather than `any InteractionModel` so that it
/// also exists where Swift has no existentials of value types (Embedded
/// Swift, which the web page is built with). Each call costs one dynamic
/// dispatch, and a change to a shared copy one copy of the model.
public struct AnyInteraction: Interaction, Sendable {
    private var box: AnyInteractionBox

    /// `model`, held as an interface of its kind.
    public init<Model: InteractionModel>(_ model: Model) {
        box = InteractionBox(model)
    }

    /// The interface's type: its name, tunables and original rule.
    public var kind: InteractionKind { box.kind }

    /// The model inside when it is a `Model`, else nil.
    public func model<Model: InteractionModel>(as type: Model.Type) -> Model? {
        (box as? InteractionBox<Model>)?.model
    }

    /// Makes the box this value's own before a change (copy on write).
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    }

    /// The viewport it is laid out in.
    public var viewport: Viewport { box.viewport }

    /// The model's current time, seconds.
    public var time: Double { box.time }

    /// Advances to the touch's time, then applies the touch.
    public mutating func handle(_ touch: TouchEvent) {
        unique()
        box.handle(touch)
    }

    /// Advances to `time` seconds, then applies a system event.
    public mutating func handle(_ event: SystemEvent, at time: Double) {
        unique()
        box.handle(event, at: time)
    }

    /// Advances the model to `time` seconds (no-op for earlier times).
    public mutating func advance(to time: Double) {
        guard time > box.time else { return }
        unique()
        box.advance(to: time)
    }

    /// True when nothing moves and no touch is down.
    public var isSettled: Bool { box.isSettled }

    /// Haptics and state changes, oldest first, since the last `removeAllEvents()`.
    public var events: [InteractionEvent] { box.events }

    /// Forgets the recorded events.
    public mutating func removeAllEvents() {
        unique()
        box.removeAllEvents()
    }

    /// The state now: the pinned `fluid replay` fields of its interface.
    public var state: InteractionValue { box.state }

    /// The named frames of the layout (`fluid layout`).
    public var layout: InteractionValue { box.layout }

    /// What to draw, back to front.
    public var scene: [Layer] { box.scene }

    /// The tuning in force.
    public var tuning: Tuning { box.tuning }

    /// Puts `tuning` in force at once, without a jump (see ``InteractionModel/retune(_:)``).
    ///
    /// - Throws: ``TuningError`` as the model does; nothing changes then.
    public mutating func retune(_ tuning: Tuning) throws(TuningError) {
        unique()
        try box.retune(tuning)
    }

    /// Advances to `time`, then carries out the action named `name` (see
    /// ``InteractionModel/perform(_:at:)``).
    ///
    /// - Throws: ``InteractionActionError`` for a name the interface does
    ///   not have; nothing changes then.
    public mutating func perform(_ name: String, at time: Double) throws(InteractionActionError) {
        guard kind.actions.contains(where: { $0.name == name }) else {
            throw InteractionActionError(name: name, known: kind.actions.map { $0.name })
        }
        unique()
        try box.perform(name, at: time)
    }

    /// What the interface is, as a screen reader names it.
    public var accessibilityLabel: String { box.accessibilityLabel }

    /// What it shows now, as a screen reader reads it.
    public var accessibilityValue: String { box.accessibilityValue }
}
