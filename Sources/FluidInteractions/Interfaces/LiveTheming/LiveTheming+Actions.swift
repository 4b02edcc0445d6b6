import FluidAnimation
import FluidGestures
import FluidPhysics

extension LiveTheming {
    /// The swatches' actions: a theme each, and automatic.
    public enum Actions {
        /// Chooses the classic theme.
        public static let chooseClassic = InteractionAction("chooseClassic", label: "Choose the classic theme")
        /// Chooses the midnight theme.
        public static let chooseMidnight = InteractionAction("chooseMidnight", label: "Choose the midnight theme")
        /// Chooses the ocean theme.
        public static let chooseOcean = InteractionAction("chooseOcean", label: "Choose the ocean theme")
        /// Chooses the sunset theme.
        public static let chooseSunset = InteractionAction("chooseSunset", label: "Choose the sunset theme")
        /// Chooses the forest theme.
        public static let chooseForest = InteractionAction("chooseForest", label: "Choose the forest theme")
        /// Follows the system's appearance.
        public static let chooseAutomatic = InteractionAction("chooseAutomatic", label: "Follow the system appearance")
    }

    /// The themes in the swatches' order, then automatic.
    public static let actions = [Actions.chooseClassic, Actions.chooseMidnight, Actions.chooseOcean, Actions.chooseSunset,
                                 Actions.chooseForest, Actions.chooseAutomatic]

    /// Chooses as a tap on the action's swatch does: the cross-fade from
    /// the colours shown, mid-fade too.
    public mutating func perform(_ action: InteractionAction) {
        let themes: [(InteractionAction, Theme)] = [(Actions.chooseClassic, .classic), (Actions.chooseMidnight, .midnight),
                                                   (Actions.chooseOcean, .ocean), (Actions.chooseSunset, .sunset),
                                                   (Actions.chooseForest, .forest)]
        if let theme = themes.first(where: { $0.0 == action })?.1 {
            choose(.fixed(theme))
        } else if action == Actions.chooseAutomatic {
            choose(.automatic)
        }
    }

    /// "Themes".
    public var accessibilityLabel: String { "Themes" }

    /// The theme in effect, and "automatic" when it follows the system ("ocean", "classic, automatic").
    public var accessibilityValue: String { selection.isAutomatic ? "\(theme.rawValue), automatic" : theme.rawValue }
}
