/// Every interface by name, for scripts, `fluid` and the playground.
public enum InteractionCatalog {
    /// The model types, in the order their sources present them.
    public static let all: [any InteractionModel.Type] = [
        // The eight interfaces of WWDC18 "Designing Fluid Interfaces".
        CalculatorButton.self,
        SpringTuner.self,
        FlashlightButton.self,
        RubberBandDemo.self,
        AppSwitcher.self,
        MomentumDrawer.self,
        PictureInPicture.self,
        RotationDemo.self,
        // Threads' "On Building a Fluid User Interface".
        ResponsiveButton.self,
        ElasticList.self,
        FluidNavigation.self,
        LiveTheming.self,
        // "Interactive Animations with Swift": the expandable view.
        ExpandableView.self,
    ]

    /// The interface names, in catalogue order.
    public static var names: [String] { all.map { $0.interfaceName } }

    /// The model type named `name`, or nil.
    public static func model(named name: String) -> (any InteractionModel.Type)? {
        all.first { $0.interfaceName == name }
    }

    /// A new model named `name` laid out in `viewport`, or nil for an unknown name.
    public static func make(_ name: String, viewport: Viewport) -> (any InteractionModel)? {
        model(named: name).map { $0.init(viewport: viewport) }
    }
}
