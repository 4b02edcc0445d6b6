/// A list of interface kinds — ``InteractionCatalog/all``, or the
/// catalogue's with a user's own added — is what a tool offers: these find
/// a kind by the name scripts and the command line use.
extension Array where Element == InteractionKind {
    /// Every kind's ``InteractionKind/interfaceName``, in the list's order.
    public var names: [String] { map { $0.interfaceName } }

    /// The first kind named `name` ("pip"), or nil.
    public func kind(named name: String) -> InteractionKind? {
        first { $0.interfaceName == name }
    }

    /// A new interface of the kind named `name`, laid out in `viewport` at
    /// time 0 and at rest, or nil for a name the list does not hold.
    public func make(_ name: String, viewport: Viewport) -> AnyInteraction? {
        kind(named: name)?.make(viewport: viewport)
    }
}
