import FluidAnimation
import FluidGestures
import FluidPhysics

/// Threads' responsive button (the Threads write-up "On Building a Fluid
/// User Interface", "Responsive buttons"): physical, proportional and
/// tactile — a button that sinks under the finger for as
/// long as it is held and springs back up on release; the same response
/// inside a scrolling list, where it reacts at once and lets go when the
/// touch turns out to be a scroll.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:ThreadsInterfaces>.
public struct ResponsiveButton: InteractionBehavior {
    /// The two parts a finger can hold.
    public enum Role: Hashable, Sendable {
        /// The button.
        case button
        /// The list.
        case list
    }

    /// `responsive-button`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "responsive-button"
    /// The button's size, points.
    public static let buttonSize = Size(width: 220, height: 64)
    /// The button's corner radius, points.
    public static let buttonCornerRadius: Double = 18
    /// The list's five rows: 64 pt tall, 8 pt apart, 8 pt inset at the top and bottom.
    public static let rows = RowStack(count: 5, rowHeight: 64, spacing: 8, inset: 8)
    /// Space between the list's sides and its rows, points.
    public static let rowSideInset: Double = 12
    /// The list's height when the safe area allows, points.
    public static let listHeight: Double = 224
    /// Space between the safe area's sides and the list, points.
    public static let listSideInset: Double = 24

    /// The button's frame at scale 1, points.
    public let buttonFrame: Rect
    /// The interface's viewport, time, events and fingers.
    public var kernel: InteractionKernel<Role>
    /// Actions of the button (lifts inside).
    public internal(set) var taps = 0
    /// Taps on list rows.
    public private(set) var rowTaps = 0

    var control: ControlTracker
    /// When the press an action started lets go, seconds; nil without one.
    var actionRelease: Double?
    /// The button's scale: sunk while pressed, springing back when let go.
    var press: PressScale
    /// The list: its rows, their presses and its scrolling.
    public internal(set) var list: PressableList

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let safe = viewport.safeBounds
        buttonFrame = Rect(center: Point(x: safe.midX, y: safe.minY + safe.height / 4), size: Self.buttonSize)
        let height = Swift.max(0, Swift.min(Self.listHeight, safe.maxY - safe.midY - 16))
        let listFrame = Rect(x: safe.minX + Self.listSideInset, y: safe.midY,
                             width: Swift.max(0, safe.width - 2 * Self.listSideInset), height: height)
        let untuned = Tuning()
        control = ControlTracker(bounds: buttonFrame, trackingExpansion: untuned.number(Tuned.trackingTolerance))
        press = Self.press(sinkingTo: Tuned.pressedScale, in: untuned)
        list = PressableList(frame: listFrame, rows: Self.rows, rowSideInset: Self.rowSideInset, bounce: untuned.spring(Tuned.bounceSpring),
                             press: Self.press(sinkingTo: Tuned.rowPressedScale, in: untuned))
    }

    /// A press sinking to the scale `depth` names, on the springs in force in `tuning`.
    static func press(sinkingTo depth: Tunable, in tuning: Tuning) -> PressScale {
        PressScale(pressedScale: tuning.number(depth), pressSpring: tuning.spring(Tuned.pressSpring),
                   releaseSpring: tuning.spring(Tuned.releaseSpring))
    }

    // MARK: State

    /// The button's scale now (1 at rest).
    public var scale: Double { press.value(at: time) }
    /// The button's scale velocity now, per second.
    public var scaleVelocity: Double { press.velocity(at: time) }
    /// Whether the button is pressed (a touch holds it within the tolerance).
    public var isPressed: Bool { press.isPressed }

    // MARK: What a touch does

    /// A finger on the button holds the button, one on the list the list
    /// (each while no other finger holds it).
    public func role(forTouchAt location: Point) -> Role? {
        if !kernel.isHeld(.button), buttonFrame.contains(location) { return .button }
        if !kernel.isHeld(.list), list.frame.contains(location) { return .list }
        return nil
    }

    /// The button sinks while held (with a light haptic as it is touched)
    /// and acts on a lift inside; the list presses the row under a touch,
    /// scrolls, and taps a row (with a light haptic).
    public mutating func respond(to touch: TouchEvent, as role: Role) {
        switch role {
        case .button:
            for event in control.handle(touch) {
                if event == .touchDown { kernel.haptic(.light) }
                if let pressed = press.apply(event, at: time) { kernel.state("pressed", pressed) }
                if event == .touchUpInside { kernel.change(&taps, to: taps + 1, recording: "taps") }
            }
        case .list:
            for row in list.handle(touch, at: time) {
                rowTaps += 1
                kernel.haptic(.light)
                kernel.state("tappedRow", row)
            }
        }
    }

    // MARK: What time does

    /// The button's tracker (its clock kept) and press, and the list (its
    /// clock kept, its offset rested once it has settled).
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&control)
        visit(&press)
        visit(&list)
    }

    // MARK: What it shows

    /// The `fluid replay` fields: `pressed` (the button), `scale` (the
    /// button's), `taps` (the button's actions); then `scaleVelocity` (/s),
    /// `pressedRow` (index or null), `rowScales`, `listOffset` (points),
    /// `listVelocity` (points/s) and `rowTaps`.
    public var state: InteractionValue {
        ["pressed": .bool(isPressed), "scale": .number(scale), "taps": .init(taps), "scaleVelocity": .number(scaleVelocity),
         "pressedRow": .init(list.pressedRow), "rowScales": .init(list.rowScales(at: time)),
         "listOffset": .number(list.offset(at: time)), "listVelocity": .number(list.scroll.velocity(at: time)),
         "rowTaps": .init(rowTaps)]
    }

    /// The named frames of the layout at rest (`fluid layout`): `button`,
    /// `list` and `row.0` … `row.4` (the list scrolled to the top), points.
    public var layout: InteractionValue {
        InteractionValue(keysAndValues: [("button", buttonFrame), ("list", list.frame)]
                         + (0..<Self.rows.count).map { ("row.\($0)", list.rowFrame(index: $0, offset: 0)) })
    }

    /// What a renderer draws now, back to front: the background, the list
    /// and its rows (each scaled about its centre and clipped to the list),
    /// then the button (scaled about its centre).
    public var scene: [Layer] {
        var layers = [
            Layer("background", frame: viewport.bounds, fill: Color(hex: 0x0D0E12)),
            Layer("list", frame: list.frame, cornerRadius: 20, fill: Color(hex: 0x17191F)),
        ]
        layers += list.rowLayers(at: time) { i, frame in
            Layer("row.\(i)", frame: frame, cornerRadius: 14, fill: Color(hex: 0x2A2E3A), text: "Row \(i + 1)", textColor: Color(hex: 0xE8EAF0))
        }
        layers.append(Layer("button", frame: buttonFrame, cornerRadius: Self.buttonCornerRadius, fill: Color(hex: 0x6E8BFF),
                            gradientEnd: Color(hex: 0x4A5BEA), scale: scale, text: "Hold me", fontSize: 20, shadow: true))
        return layers
    }
}
