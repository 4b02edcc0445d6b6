import FluidAnimation
import FluidPhysics

/// Appearance binding: objects bind a configuration block once, and every
/// theme change re-applies every live block with the new palette — no view
/// is rebuilt or reloaded.
///
/// ```swift
/// let appearance = AppearanceProvider()
/// cell.appearanceBinding = appearance.bind { [weak cell] palette in
///     cell?.backgroundColor = palette.surface
/// }
/// appearance.select(.fixed(.ocean), at: now)        // fades cell's colour
/// appearance.advance(to: now + 1 / 60)               // re-applied mid-fade
/// ```
///
/// - **Binding.** `bind(_:)` runs a block at once with the current
///   palette and keeps it for as long as the ``AppearanceBinding`` it
///   returns lives: the binding's owner keeps that token (a cell stores it),
///   so the binding ends with its owner, and the provider never keeps the
///   owner alive. Once the token is gone (or cancelled) its block is never
///   called again and is released (at the next application or count). In
///   the normal build, `bind(owner:_:)` binds to an object's lifetime
///   without a token, holding the owner weakly (Embedded Swift, the web
///   page's build, has no weak references; the token needs none).
/// - **Theme changes.** `select(_:at:)` (the user's choice: a theme or
///   automatic) and `handle(_:at:)` with `.appearance` (the system's light
///   or dark mode, which moves automatic between classic and midnight)
///   change the theme in effect. Every live block is called with the new
///   palette, or — cross-fading (`PaletteFade`: linear light, a 0.3 s
///   critically damped spring by default) — with the interpolated palette
///   now and on every `advance(to:)` until the fade ends (the last call
///   gets exactly the new palette). A change mid-fade starts from the
///   palette shown, so nothing jumps.
///
/// **Threading.** The provider is a plain class, not `Sendable`: the compiler
/// keeps it in the concurrency domain that made it (the main actor in an
/// app). Blocks run synchronously inside the call that changed the theme or
/// advanced time; a block must not change the theme itself (the change
/// would apply to the blocks after it first).
public final class AppearanceProvider {
    /// What the user chose.
    public private(set) var selection: ThemeSelection
    /// The system's appearance as last reported.
    public private(set) var appearance: SystemEvent.Appearance
    /// The provider's time, seconds.
    public private(set) var time: Double = 0
    /// How many times blocks have been called in all (for diagnostics and tests).
    public private(set) var applications = 0

    private var fade: PaletteFade
    private var bindings: [Binding] = []

    struct Binding {
        /// The owner's identity when bound to an object's lifetime.
        let owner: ObjectIdentifier?
        /// Whether the binding still holds (its token or owner lives).
        let isLive: () -> Bool
        let configure: (Palette) -> Void
    }

    /// A provider with `selection` under a system `appearance`, cross-fading along `curve`, at time 0.
    public init(selection: ThemeSelection = .automatic, appearance: SystemEvent.Appearance = .light,
                curve: PaletteFade.Curve = .standard) {
        self.selection = selection
        self.appearance = appearance
        fade = PaletteFade(palette: selection.theme(for: appearance).palette, curve: curve)
    }

    /// The theme in effect (under automatic, the one the appearance selects).
    public var theme: Theme { selection.theme(for: appearance) }

    /// The palette now (mid-fade: the interpolated one).
    public var palette: Palette { fade.palette(at: time) }

    /// The fade's fraction now (1 at rest).
    public var fadeFraction: Double { fade.fraction(at: time) }

    /// Whether a cross-fade is running.
    public var isFading: Bool { !fade.isSettled(at: time) }

    /// How the next cross-fade moves.
    public var curve: PaletteFade.Curve {
        get { fade.curve }
        set { fade.curve = newValue }
    }

    /// The number of bindings whose owner is alive (releasing the others).
    public var liveBindings: Int {
        prune()
        return bindings.count
    }

    /// Binds `configure` for as long as the returned token lives (or until
    /// it is cancelled), and runs it at once with the current palette.
    public func bind(_ configure: @escaping (Palette) -> Void) -> AppearanceBinding {
        let token = AppearanceBinding()
        let lease = token.lease
        add(Binding(owner: nil, isLive: { lease.isLive }, configure: configure))
        return token
    }

    /// Keeps `binding` and runs its block at once with the current palette.
    func add(_ binding: Binding) {
        bindings.append(binding)
        applications += 1
        binding.configure(palette)
    }

    /// Chooses a theme or automatic at `time` (after advancing there).
    public func select(_ selection: ThemeSelection, animated: Bool = true, at time: Double) {
        advance(to: time)
        self.selection = selection
        retheme(animated: animated)
    }

    /// Applies a system event at `time` (after advancing there): an
    /// appearance change moves an automatic selection; a motion preference
    /// is the fade's (``PaletteFade/setMotionPreference(_:at:)``).
    public func handle(_ event: SystemEvent, animated: Bool = true, at time: Double) {
        advance(to: time)
        switch event {
        case .appearance(let a):
            appearance = a
            retheme(animated: animated)
        case .motion(let preference):
            fade.setMotionPreference(preference, at: time)
        }
    }

    /// Advances to `time` seconds (earlier or non-finite times are ignored);
    /// during a cross-fade every live block is re-applied with the palette
    /// at that time.
    public func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        let fading = isFading
        time = newTime
        if fading { applyAll() }
    }

    /// Calls every live block with the current palette, releasing the
    /// bindings of owners that are gone; returns how many blocks ran.
    @discardableResult
    public func applyAll() -> Int {
        let current = palette
        var count = 0
        for binding in bindings where binding.isLive() {
            binding.configure(current)
            count += 1
        }
        applications += count
        prune()
        return count
    }

    private func retheme(animated: Bool) {
        let target = theme.palette
        guard target != fade.to else { return }
        fade.fade(to: target, at: time, animated: animated)
        applyAll()
    }

    /// Drops the bindings `shouldRemove` picks.
    func removeBindings(where shouldRemove: (Binding) -> Bool) {
        bindings.removeAll(where: shouldRemove)
    }

    private func prune() {
        bindings.removeAll { !$0.isLive() }
    }
}

/// The life of one `AppearanceProvider.bind(_:)` binding: the block is
/// applied while this token lives and has not been cancelled. Keep it
/// where the bound object keeps its state (a cell's property), so the
/// binding ends with the object.
///
/// The provider holds only the token's lease (whether it is still live),
/// never the token: nothing refers to a token once its owner lets it go.
public final class AppearanceBinding {
    /// Whether the binding holds: shared with the provider.
    final class Lease {
        var isLive = true
    }

    let lease = Lease()

    init() {}

    /// Whether the block is still applied.
    public var isLive: Bool { lease.isLive }

    /// Ends the binding now: its block is not called again.
    public func cancel() { lease.isLive = false }

    deinit { lease.isLive = false }
}
