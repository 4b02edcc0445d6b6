import FluidGestures

/// The storage of an ``AnyInteraction``: a class whose methods each model
/// type implements (`InteractionBox`), so that a call reaches the model
/// through the class's table, the one kind of dynamic dispatch both
/// builds have. Abstract: every method is overridden.
///
/// Sendable as a copy-on-write store, as the standard library's own
/// collections are: a box that two values share is never changed
/// (`AnyInteraction` copies it first, `isKnownUniquelyReferenced`), and
/// Swift's exclusivity keeps a value from being changed while it is
/// copied; the model inside is itself `Sendable`.
class AnyInteractionBox: @unchecked Sendable {
    var kind: InteractionKind { fatalError("abstract") }
    func copy() -> AnyInteractionBox { fatalError("abstract") }
    var viewport: Viewport { fatalError("abstract") }
    var time: Double { fatalError("abstract") }
    func handle(_ touch: TouchEvent) { fatalError("abstract") }
    func handle(_ event: SystemEvent, at time: Double) { fatalError("abstract") }
    func advance(to time: Double) { fatalError("abstract") }
    var isSettled: Bool { fatalError("abstract") }
    var events: [InteractionEvent] { fatalError("abstract") }
    func removeAllEvents() { fatalError("abstract") }
    var state: InteractionValue { fatalError("abstract") }
    var layout: InteractionValue { fatalError("abstract") }
    var scene: [Layer] { fatalError("abstract") }
    var tuning: Tuning { fatalError("abstract") }
    func retune(_ tuning: Tuning) throws(TuningError) { fatalError("abstract") }
    func perform(_ name: String, at time: Double) throws(InteractionActionError) { fatalError("abstract") }
    var accessibilityLabel: String { fatalError("abstract") }
    var accessibilityValue: String { fatalError("abstract") }
}

/// A model of type `Model` in an ``AnyInteraction``.
final class InteractionBox<Model: InteractionModel>: AnyInteractionBox, @unchecked Sendable {
    var model: Model

    init(_ model: Model) { self.model = model }

    override var kind: InteractionKind { InteractionKind(Model.self) }
    override func copy() -> AnyInteractionBox { InteractionBox(model) }
    override var viewport: Viewport { model.viewport }
    override var time: Double { model.time }
    override func handle(_ touch: TouchEvent) { model.handle(touch) }
    override func handle(_ event: SystemEvent, at time: Double) { model.handle(event, at: time) }
    override func advance(to time: Double) { model.advance(to: time) }
    override var isSettled: Bool { model.isSettled }
    override var events: [InteractionEvent] { model.events }
    override func removeAllEvents() { model.removeAllEvents() }
    override var state: InteractionValue { model.state }
    override var layout: InteractionValue { model.layout }
    override var scene: [Layer] { model.scene }
    override var tuning: Tuning { model.tuning }
    override func retune(_ tuning: Tuning) throws(TuningError) { try model.retune(tuning) }
    override func perform(_ name: String, at time: Double) throws(InteractionActionError) { try model.perform(name, at: time) }
    override var accessibilityLabel: String { model.accessibilityLabel }
    override var accessibilityValue: String { model.accessibilityValue }
}
