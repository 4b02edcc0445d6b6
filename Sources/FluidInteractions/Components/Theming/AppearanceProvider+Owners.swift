// Binding to an object's lifetime without a token needs a weak reference
// to the owner, which Embedded Swift (the web page's build) does not have;
// there, `bind(_:)` and its token serve.
#if !hasFeature(Embedded)
extension AppearanceProvider {
    /// Binds `configure` to `owner`'s lifetime and runs it at once with the
    /// current palette. The owner is held weakly: once it is gone the block
    /// is never called again.
    public func bind(owner: AnyObject, _ configure: @escaping (Palette) -> Void) {
        add(Binding(owner: ObjectIdentifier(owner), isLive: { [weak owner] in owner != nil }, configure: configure))
    }

    /// Removes every binding of `owner` (the owner lives on; its blocks are
    /// not called again). A token's binding ends with `AppearanceBinding.cancel()`.
    public func unbind<Owner: AnyObject>(_ owner: Owner) {
        let id = ObjectIdentifier(owner)
        removeBindings(where: { !$0.isLive() || $0.owner == id })
    }

    /// Binds a block that receives its owner, so it need not capture it.
    public func bind<Owner: AnyObject>(_ owner: Owner, _ configure: @escaping (Owner, Palette) -> Void) {
        bind(owner: owner) { [weak owner] palette in
            if let owner { configure(owner, palette) }
        }
    }
}
#endif
