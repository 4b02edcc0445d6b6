/// Every interface that ships, by name, for scripts, `fluid`, the
/// playground and the web page.
public enum InteractionCatalog {
    /// The interfaces' kinds, in the order their sources present them.
    public static let all: [InteractionKind] = [
        // The eight interfaces of WWDC18 "Designing Fluid Interfaces".
        InteractionKind(CalculatorButton.self),
        InteractionKind(SpringTuner.self),
        InteractionKind(FlashlightButton.self),
        InteractionKind(RubberBandDemo.self),
        InteractionKind(AppSwitcher.self),
        InteractionKind(MomentumDrawer.self),
        InteractionKind(PictureInPicture.self),
        InteractionKind(RotationDemo.self),
        // Threads' "On Building a Fluid User Interface".
        InteractionKind(ResponsiveButton.self),
        InteractionKind(ElasticList.self),
        InteractionKind(FluidNavigation.self),
        InteractionKind(LiveTheming.self),
        // "Interactive Animations with Swift": the expandable view.
        InteractionKind(ExpandableView.self),
    ]

    /// The interface names, in catalogue order.
    public static var names: [String] { all.names }

    /// The kind named `name`, or nil.
    public static func model(named name: String) -> InteractionKind? {
        all.kind(named: name)
    }

    /// A new interface named `name` laid out in `viewport`, or nil for an unknown name.
    public static func make(_ name: String, viewport: Viewport) -> AnyInteraction? {
        all.make(name, viewport: viewport)
    }
}
