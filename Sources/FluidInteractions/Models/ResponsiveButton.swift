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


    /// "responsive-button".
    public static let interfaceName = "responsive-button"
    /// The button's size, points.
    public static let buttonSize = Size(width: 220, height: 64)
    /// The button's corner radius, points.
    public static let buttonCornerRadius: Double = 18
    /// The scale a held button sinks toward.
    public static let pressedScale: Double = 0.9
    /// The scale a held row sinks toward.
    public static let rowPressedScale: Double = 0.95
    /// The spring toward the pressed scale (response 0.7 s, ζ 1): slow, so
    /// the depth grows with the time held, and without overshoot.
    public static let pressSpring = Spring(response: 0.7, dampingRatio: 1)
    /// The spring back to 1 (response 0.3 s, ζ 0.6): quick, with a small bounce.
    public static let releaseSpring = Spring(response: 0.3, dampingRatio: 0.6)
    /// When a scale counts as at rest: 0.001 and 0.01 /s (the final snap
    /// moves the 220-pt button's edges by at most 0.11 pt).
    public static let scaleThreshold = RestThreshold(value: 0.001)
    /// How far beyond the button a held touch may stray before the press is cancelled, points.
    public static let trackingTolerance: Double = 70
    /// The number of rows in the list.
    public static let rowCount = 5
    /// A row's height, points.
    public static let rowHeight: Double = 64
    /// The gap between rows, points.
    public static let rowSpacing: Double = 8
    /// Space above the first row and below the last, points.
    public static let contentInset: Double = 8
    /// Space between the list's sides and its rows, points.
    public static let rowSideInset: Double = 12
    /// The list's height when the safe area allows, points.
    public static let listHeight: Double = 224
    /// Space between the safe area's sides and the list, points.
    public static let listSideInset: Double = 24
    /// The spring that brings the list back from past an end (response 0.5 s, ζ 1).
    public static let bounceSpring = Spring(response: 0.5, dampingRatio: 1)

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The button's frame at scale 1, points.
    public let buttonFrame: Rect
    /// The interface's time, events and fingers.
    public var kernel = InteractionKernel<Role>()
    /// Actions of the button (lifts inside).
    public private(set) var taps = 0
    /// Taps on list rows.
    public private(set) var rowTaps = 0
    /// Whether the button is pressed (a touch holds it within the tolerance).
    public private(set) var isPressed = false

    var control: ControlTracker
    var scaleMotion: SpringAnimation<Double>
    var list: PressableList

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        self.viewport = viewport
        let safe = viewport.safeBounds
        buttonFrame = Rect(center: Point(x: safe.midX, y: safe.minY + safe.height / 4), size: Self.buttonSize)
        let height = Swift.max(0, Swift.min(Self.listHeight, safe.maxY - safe.midY - 16))
        let listFrame = Rect(x: safe.minX + Self.listSideInset, y: safe.midY,
                             width: Swift.max(0, safe.width - 2 * Self.listSideInset), height: height)
        control = ControlTracker(bounds: buttonFrame, trackingExpansion: Self.trackingTolerance)
        scaleMotion = SpringAnimation(spring: Self.releaseSpring, from: 1.0, to: 1, startTime: 0, threshold: Self.scaleThreshold)
        list = PressableList(frame: listFrame, rowCount: Self.rowCount, rowHeight: Self.rowHeight, rowSpacing: Self.rowSpacing,
                             contentInset: Self.contentInset, rowSideInset: Self.rowSideInset, bounce: Self.bounceSpring,
                             pressedScale: Self.rowPressedScale, pressSpring: Self.pressSpring, releaseSpring: Self.releaseSpring,
                             threshold: Self.scaleThreshold)
    }

    /// The button's scale now (1 at rest).
    public var scale: Double { scaleMotion.value(at: time) }
    /// The button's scale velocity now, per second.
    public var scaleVelocity: Double { scaleMotion.velocity(at: time) }
    /// The scale of row `index` now (1 at rest; 1 for an index out of range).
    public func rowScale(_ index: Int) -> Double { list.rowScale(index, at: time) }
    /// The list's frame (the area it shows its rows in), points.
    public var listFrame: Rect { list.frame }
    /// The row a touch presses, if any.
    public var pressedRow: Int? { list.pressedRow }
    /// The list's content offset now, points (0 at the top).
    public var listOffset: Double { list.offset(at: time) }
    /// The list's content offset velocity now, points/s.
    public var listVelocity: Double { list.scroll.velocity(at: time) }
    /// The largest list offset at rest, points.
    public var maxListOffset: Double { list.scroll.offset.maxOffset }

    /// Row `index`'s unscaled frame on screen now, points.
    public func rowFrame(index: Int) -> Rect { list.rowFrame(index: index, offset: listOffset) }

    /// True when no finger is down and nothing moves.
    public var isSettled: Bool {
        !kernel.isTouched && scaleMotion.isSettled(at: time) && list.isSettled(at: time)
    }

    // MARK: What a touch does

    /// A finger on the button holds the button, one on the list the list
    /// (each while no other finger holds it).
    public func role(forTouchAt location: Point) -> Role? {
        if !kernel.isHeld(.button), buttonFrame.contains(location) { return .button }
        if !kernel.isHeld(.list), listFrame.contains(location) { return .list }
        return nil
    }

    /// The button sinks while held and acts on a lift inside; the list
    /// presses the row under a touch, scrolls, and taps.
    public mutating func respond(to touch: TouchEvent, as role: Role) {
        role == .button ? respondOnButton(to: touch) : respondOnList(to: touch)
    }

    private mutating func respondOnButton(to touch: TouchEvent) {
        for event in control.handle(touch) {
            switch event {
            case .touchDown:
                kernel.haptic(.light)
                setPressed(true)
            case .dragEnter: setPressed(true)
            case .dragExit, .touchUpOutside, .touchCancel: setPressed(false)
            case .touchUpInside:
                setPressed(false)
                taps += 1
                kernel.state("taps", .number(Double(taps)))
            case .dragInside, .dragOutside: break
            }
        }
    }

    /// Sinks the button toward the pressed scale (slowly) or springs it
    /// back to 1 (with a bounce), from where it is, on the tuned springs
    /// (``pressedScale``, ``pressSpring``, ``releaseSpring`` untuned);
    /// records a change of `pressed`.
    private mutating func setPressed(_ pressed: Bool) {
        scaleMotion.retarget(to: pressed ? tuning.number(Tuned.pressedScale) : 1,
                             spring: tuning.spring(pressed ? Tuned.pressSpring : Tuned.releaseSpring), at: time)
        guard pressed != isPressed else { return }
        isPressed = pressed
        kernel.state("pressed", .bool(pressed))
    }

    private mutating func respondOnList(to touch: TouchEvent) {
        for r in list.handle(touch, at: time) {
            rowTaps += 1
            kernel.haptic(.light)
            kernel.state("tappedRow", .number(Double(r)))
        }
    }

    /// The row whose unscaled frame contains `point` now, if it shows in the list.
    public func row(at point: Point) -> Int? { list.row(at: point, time: time) }

    // MARK: What time does

    /// Keeps the recognizers' clocks and rests the list once it has settled.
    public mutating func timeDidAdvance() {
        _ = control.advance(to: time)
        list.advance(to: time)
    }

    // MARK: What it shows

    /// The `fluid replay` fields: `pressed` (the button), `scale` (the
    /// button's), `taps` (the button's actions); then `scaleVelocity` (/s),
    /// `pressedRow` (index or null), `rowScales`, `listOffset` (points),
    /// `listVelocity` (points/s) and `rowTaps`.
    public var state: InteractionValue {
        .object([
            .init("pressed", .bool(isPressed)),
            .init("scale", .number(scale)),
            .init("taps", .number(Double(taps))),
            .init("scaleVelocity", .number(scaleVelocity)),
            .init("pressedRow", pressedRow.map { .number(Double($0)) } ?? .null),
            .init("rowScales", .array(list.rowScales(at: time).map { .number($0) })),
            .init("listOffset", .number(listOffset)),
            .init("listVelocity", .number(listVelocity)),
            .init("rowTaps", .number(Double(rowTaps))),
        ])
    }

    /// The named frames of the layout at rest (`fluid layout`): `button`,
    /// `list` and `row.0` … `row.4` (the list scrolled to the top), points.
    public var layout: InteractionValue {
        var fields: [InteractionValue.Field] = [.init("button", .frame(buttonFrame)), .init("list", .frame(listFrame))]
        for i in 0..<Self.rowCount {
            var r = rowFrame(index: i)
            r.origin.y += listOffset
            fields.append(.init("row.\(i)", .frame(r)))
        }
        return .object(fields)
    }

    /// What a renderer draws now, back to front: the background, the list
    /// and its rows (each scaled about its centre), covers that clip the
    /// rows to the list, then the button (scaled about its centre).
    public var scene: [Layer] {
        let background = Color(hex: 0x0D0E12)
        var layers = [
            Layer("background", frame: viewport.bounds, fill: background),
            Layer("list", frame: listFrame, cornerRadius: 20, fill: Color(hex: 0x17191F)),
        ]
        for i in 0..<Self.rowCount {
            let frame = rowFrame(index: i)
            guard frame.maxY > listFrame.minY, frame.minY < listFrame.maxY else { continue }
            layers.append(Layer("row.\(i)", frame: frame, cornerRadius: 14, fill: Color(hex: 0x2A2E3A),
                                scale: rowScale(i), text: "Row \(i + 1)", textColor: Color(hex: 0xE8EAF0)))
        }
        layers += Layer.covers("mask", around: listFrame, in: viewport, fill: background)
        layers.append(Layer("button", frame: buttonFrame, cornerRadius: Self.buttonCornerRadius, fill: Color(hex: 0x6E8BFF),
                            gradientEnd: Color(hex: 0x4A5BEA), scale: scale, text: "Hold me", fontSize: 20, shadow: true))
        return layers
    }
}
