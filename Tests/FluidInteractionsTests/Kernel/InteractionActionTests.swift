import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// Every interface operable without a gesture: each lists named, labelled
/// actions; each action does what its label says, as the equivalent touch
/// would; an action mid-flight keeps every number and its rate; a finger
/// catches what an action started; a name the interface does not have is
/// a typed error that changes nothing.
@Suite("InteractionModel.perform")
struct InteractionActionTests {
    /// Runs `m` at 120 frames per second until settled (or `limit` seconds).
    static func settle(_ m: inout AnyInteraction, limit: Double = 6) {
        let end = m.time + limit
        var t = m.time
        while !m.isSettled, t < end {
            t += 1.0 / 120
            m.advance(to: t)
        }
    }

    @Test("every interface lists named, labelled actions", arguments: InteractionCatalog.all.map { $0.interfaceName })
    func everyInterfaceHasActions(_ name: String) throws {
        let kind = try #require(InteractionCatalog.model(named: name))
        #expect(!kind.actions.isEmpty)
        #expect(Set(kind.actions.map(\.name)).count == kind.actions.count, "unique names")
        for action in kind.actions {
            #expect(action.name.first?.isLowercase == true && !action.name.contains(" ") && !action.name.contains("-"), "\(action.name)")
            #expect(!action.label.isEmpty && action.label.first?.isUppercase == true, "\(action.label)")
        }
        let m = kind.make(viewport: .phone)
        #expect(!m.accessibilityLabel.isEmpty && m.accessibilityLabel != name, "a label a person reads, not the script name")
        #expect(!m.accessibilityValue.isEmpty || name == "spring-tuner")
    }

    /// What each action does, read from the state once the motion rests:
    /// the interface, then each action with a state field and the value
    /// it must have afterwards.
    static let outcomes: [(String, [(String, String, InteractionValue)])] = [
        ("calculator-button", [("press", "taps", 1), ("press", "taps", 2)]),
        ("spring-tuner", [("increaseDamping", "dampingRatio", 0.6), ("decreaseResponse", "response", 0.9)]),
        ("flashlight-button", [("toggle", "isOn", true), ("toggle", "isOn", false)]),
        ("rubber-band", [("letGo", "offset", 0)]),
        ("app-switcher", [("showSwitcher", "inSwitcher", true), ("returnToApp", "inSwitcher", false)]),
        ("drawer", [("open", "isOpen", true), ("open", "position", 127), ("close", "isOpen", false)]),
        ("pip", [("moveToTopLeft", "corner", "topLeft"), ("stash", "stashed", "left"), ("moveToTopRight", "stashed", "none"),
                 ("moveToBottomLeft", "corner", "bottomLeft")]),
        ("rotation", [("rotateClockwise", "angle", 90), ("rotateClockwise", "angle", 180), ("rotateCounterclockwise", "angle", 90)]),
        ("responsive-button", [("press", "taps", 1), ("scrollUp", "listOffset", 0)]),
        ("elastic-list", [("scrollUp", "contentOffset", 0)]),
        ("fluid-navigation", [("open", "screen", "detail"), ("back", "screen", "list")]),
        ("live-theming", [("chooseOcean", "theme", "ocean"), ("chooseAutomatic", "automatic", true)]),
        ("expandable-view", [("expand", "isOpen", true), ("collapse", "isOpen", false)]),
    ]

    @Test("each action does what it says once the motion rests", arguments: InteractionActionTests.outcomes.map { $0.0 })
    func actionsDoWhatTheySay(_ name: String) throws {
        let steps = try #require(Self.outcomes.first { $0.0 == name }?.1)
        var m = try #require(InteractionCatalog.make(name, viewport: .phone))
        m.advance(to: 0.1)
        for (action, key, expected) in steps {
            try m.perform(action, at: m.time + 0.05)
            Self.settle(&m)
            let value = try #require(m.state[key], "\(name): no \(key)")
            if case .number(let x) = expected, case .number(let y) = value {
                #expect(Swift.abs(x - y) < 1e-9, "\(name) after \(action): \(key) = \(y), expected \(x)")
            } else {
                #expect(value == expected, "\(name) after \(action): \(key) = \(value)")
            }
        }
    }

    @Test func thePagesMoveTheListsAndTheRubberBandIsPulled() throws {
        var list = try #require(InteractionCatalog.make("elastic-list", viewport: .phone))
        try list.perform("scrollDown", at: 0.1)
        Self.settle(&list)
        let height = Viewport.phone.safeBounds.height
        #expect(Swift.abs((list.state["contentOffset"]?.number ?? 0) - height) < 1e-9)
        var band = try #require(InteractionCatalog.make("rubber-band", viewport: .phone))
        try band.perform("pull", at: 0.1)
        Self.settle(&band)
        #expect((band.state["offset"]?.number ?? 0) > 50 && band.accessibilityValue == "pulled")
        var tuner = try #require(InteractionCatalog.make("spring-tuner", viewport: .phone))
        tuner.handle(.motion(.reduced), at: 0)
        let target = tuner.state["target"]?.number
        try tuner.perform("switchEnd", at: 0.1)
        #expect(tuner.state["target"]?.number != target)
    }

    /// Each interface's actions in turn, each 0.12 s after the last — so
    /// most land mid-flight: at each, every number of the state and layout
    /// is where it was, and changes at the rate it had (a one-sided
    /// difference over 1 µs), but for what steps by design.
    @Test("an action mid-flight keeps every number and its rate", arguments: InteractionCatalog.all.map { $0.interfaceName })
    func continuityAtAnAction(_ name: String) throws {
        var m = try #require(InteractionCatalog.make(name, viewport: .phone))
        let actions = m.kind.actions
        var t = 0.1
        for (i, action) in (actions + actions.reversed()).enumerated() {
            t += 0.12
            m.advance(to: t - 1e-6)
            let before = MotionPreferenceTests.shown(m)
            var kept = m, acted = m
            try acted.perform(action.name, at: t)
            kept.advance(to: t)
            let atAction = MotionPreferenceTests.shown(acted), without = MotionPreferenceTests.shown(kept)
            acted.advance(to: t + 1e-6)
            kept.advance(to: t + 1e-6)
            let afterActed = MotionPreferenceTests.shown(acted), afterKept = MotionPreferenceTests.shown(kept)
            for (key, x) in without.sorted(by: { $0.key < $1.key }) where !Self.steps(name, key) {
                guard let y = atAction[key], let b = before[key], let xa = afterActed[key], let xk = afterKept[key] else { continue }
                #expect(Swift.abs(x - y) <= 1e-9 * Swift.max(1, Swift.abs(x)), "\(name) \(action.name) #\(i): \(key) jumps from \(x) to \(y)")
                let rateActed = (xa - b) / 2e-6, rateKept = (xk - b) / 2e-6
                #expect(Swift.abs(rateActed - rateKept) <= 0.5 + 1e-3 * Swift.abs(rateKept),
                        "\(name) \(action.name) #\(i): \(key)'s rate turns from \(rateKept) to \(rateActed)")
            }
            m = acted
        }
    }

    /// What an action changes in a step, by design, as its touch would:
    /// counts, targets, the sliders' values and thumbs (a slider moves
    /// under the finger), the tuner's ends (fitted to the new spring; the
    /// square itself is continuous), a button lit at once on touch-down,
    /// the drawer's predicted excursion, a cross-fade's own fraction (a new
    /// fade starts at 0 from the colours shown), and the expandable view's
    /// count of running animators and its linear animators, whose pace
    /// turns round with the view.
    static func steps(_ name: String, _ key: String) -> Bool {
        let discrete = ["taps", "target", "turnarounds", "overshoot", "rowTaps", "dampingRatio", "response", "duration", "bounce",
                        "runningAnimators", "interruptions"]
        if discrete.contains(where: { key.hasSuffix($0) }) { return true }
        switch name {
        case "calculator-button": return key.hasSuffix("highlight")
        case "spring-tuner": return key.contains("Thumb") || key.hasPrefix("layout.leftEnd") || key.hasPrefix("layout.rightEnd")
            || key.hasPrefix("layout.square")
        case "live-theming": return key == "state.fade"
        case "expandable-view": return key.hasPrefix("state.fractions[3]") || key.hasPrefix("state.fractions[4]")
        default: return false
        }
    }

    /// A finger lands on what an action set moving and holds it where it
    /// is: the drawer, the window, the square.
    @Test func aFingerCatchesWhatAnActionStarted() throws {
        for (name, action, key) in [("drawer", "open", "drawer"), ("pip", "moveToTopLeft", "pip"), ("rubber-band", "pull", "square")] {
            var m = try #require(InteractionCatalog.make(name, viewport: .phone))
            try m.perform(action, at: 0.1)
            m.advance(to: 0.16)
            let frame = try #require(m.layout[key])
            let center = Point(x: (frame["x"]?.number ?? 0) + (frame["width"]?.number ?? 0) / 2,
                               y: (frame["y"]?.number ?? 0) + (frame["height"]?.number ?? 0) / 2)
            let before = MotionPreferenceTests.shown(m)
            m.handle(.began(1, at: center, time: 0.16))
            let held = MotionPreferenceTests.shown(m)
            for (k, x) in before where k.hasPrefix("layout.\(key)") {
                #expect(Swift.abs((held[k] ?? .nan) - x) < 1e-9, "\(name): \(k) jumps when caught")
            }
            m.advance(to: 0.4)
            #expect(MotionPreferenceTests.shown(m)["layout.\(key).y"] == held["layout.\(key).y"], "\(name): held still")
        }
    }

    @Test func anUnknownActionIsATypedErrorAndChangesNothing() throws {
        var m = try #require(InteractionCatalog.make("drawer", viewport: .phone))
        #expect(throws: InteractionActionError(name: "fly", known: ["open", "close"])) { try m.perform("fly", at: 0.5) }
        #expect(m.time == 0 && m.events.isEmpty)
        #expect(InteractionActionError(name: "fly", known: ["open", "close"]).description == #"unknown action "fly" (expected open or close)"#)
        var drawer = MomentumDrawer(viewport: .phone)
        #expect(throws: InteractionActionError.self) { try drawer.perform("", at: 1) }
        #expect(drawer.time == 0)
    }

    /// Under a finger the finger wins: the action does nothing.
    @Test func aHeldDrawerIgnoresAnAction() throws {
        var m = MomentumDrawer(viewport: .phone)
        m.handle(.began(1, at: Point(x: 195, y: 700), time: 0.1))
        try m.perform("open", at: 0.2)
        #expect(!m.isOpen && m.isDragging)
    }
}
