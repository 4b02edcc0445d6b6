/// An interface type as a value: its name, what a designer may tune in it,
/// the WWDC18 demo's rule to compare with, and a way to make one.
///
/// ``InteractionCatalog`` lists the thirteen that ship; a user's own
/// interface is `InteractionKind(MyInterface.self)`, and every tool that
/// takes a kind (`ScriptReplay`, `TuningFile`) takes it as well as the
/// catalogue's. It stands for the model type where Swift has no
/// existential metatypes (Embedded Swift, which the web page is built
/// with): its members are the type's static ones.
public struct InteractionKind: Sendable {
    /// The interface's name in scripts and on the command line ("pip"):
    /// ``InteractionModel/interfaceName``.
    public let interfaceName: String
    /// What a designer may tune: ``InteractionModel/tunables``.
    public let tunables: [Tunable]
    /// The WWDC18 demo app's rule, or nil: ``InteractionModel/originalRule``.
    public let originalRule: Tuning?
    /// What a person can do without a gesture: ``InteractionModel/actions``.
    public let actions: [InteractionAction]
    private let maker: @Sendable (Viewport) -> AnyInteraction

    /// The kind of `Model`.
    public init<Model: InteractionModel>(_ model: Model.Type) {
        interfaceName = Model.interfaceName
        tunables = Model.tunables
        originalRule = Model.originalRule
        actions = Model.actions
        maker = { AnyInteraction(Model(viewport: $0)) }
    }

    /// A new interface of this kind laid out in `viewport`, at time 0, at rest.
    public func make(viewport: Viewport) -> AnyInteraction {
        maker(viewport)
    }
}
