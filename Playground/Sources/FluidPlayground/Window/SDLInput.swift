import CSDL2
import FluidGestures
import FluidInteractions
import FluidPhysics

/// Input: turns SDL's events into what the playground acts on. The mouse
/// is a finger (`MouseTouchSource`), touch-screen fingers are fingers of
/// their own (pointers 100 and up), and Escape, H and the window's closing
/// are commands. A touch's time is its event's timestamp on `HostClock`,
/// never after the frame's time nor before the previous touch's.
struct SDLInput {
    /// What one SDL event asks of the playground.
    enum Command {
        /// A touch, in host time and window points.
        case touch(TouchEvent)
        /// Escape: back to the home screen, or quit from there.
        case escape
        /// H: show or hide the HUD.
        case toggleHUD
        /// S: the next slow-motion speed (1, ½, ¼, ⅒ and round again).
        case slowMotion
        /// T: show or hide the tuning panel.
        case toggleTuning
        /// R: every tunable back to its default.
        case resetTuning
        /// E: save the tuning file and its code.
        case exportTuning
        /// Space, P, the arrows, Home, End: the timeline's keys (`TimelineCommand`).
        case timeline(TimelineCommand)
        /// C: show or hide the ghost of the original rule (`GhostComparison`).
        case toggleComparison
        /// M: reduced motion on or off.
        case toggleReducedMotion
        /// Tab (forward) or Shift+Tab: the focus moves to the next or previous action.
        case focusAction(forward: Bool)
        /// Return: the focused action is carried out.
        case performFocusedAction
        /// The window closed (or SDL turned a signal into `SDL_QUIT`).
        case quit
    }

    /// SDL's mouse ID for mouse events made from a finger
    /// (`SDL_TOUCH_MOUSEID`): those fingers arrive as finger events too.
    private static let touchMouseID = UInt32.max

    private let clock: HostClock
    private var mouse = MouseTouchSource()
    private var fingers: [SDL_FingerID: PointerID] = [:]
    private var lastTouchTime = 0.0

    /// Input timed on `clock`.
    init(clock: HostClock) {
        self.clock = clock
    }

    /// Whether the mouse or a finger is down.
    var isTouching: Bool { mouse.isDown || !fingers.isEmpty }

    /// What `e` asks for, nil when nothing. `now` is the frame's host time;
    /// `viewport` is the window's, in points (fingers come normalised).
    mutating func command(for e: SDL_Event, now: Double, viewport: Viewport) -> Command? {
        switch SDL_EventType(rawValue: e.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN, SDL_KEYUP:
            let down = e.type == SDL_KEYDOWN.rawValue
            let sym = e.key.keysym.sym
            if let command = Self.timelineCommand(e) { return .timeline(command) }
            if sym == SDLK_LSHIFT.rawValue || sym == SDLK_RSHIFT.rawValue {
                let shiftHeld = (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0
                return mouse.shift(down || shiftHeld, time: time(of: e, now: now)).map(Command.touch)
            } else if down, e.key.repeat == 0 {
                if sym == SDLK_ESCAPE.rawValue { return .escape }
                if sym == SDLK_h.rawValue { return .toggleHUD }
                if sym == SDLK_s.rawValue { return .slowMotion }
                if sym == SDLK_t.rawValue { return .toggleTuning }
                if sym == SDLK_r.rawValue { return .resetTuning }
                if sym == SDLK_e.rawValue { return .exportTuning }
                if sym == SDLK_c.rawValue { return .toggleComparison }
                if sym == SDLK_m.rawValue { return .toggleReducedMotion }
                if sym == SDLK_TAB.rawValue {
                    return .focusAction(forward: (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) == 0)
                }
                if sym == SDLK_RETURN.rawValue || sym == SDLK_KP_ENTER.rawValue { return .performFocusedAction }
            }
            return nil
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard e.button.which != Self.touchMouseID else { return nil }
            let p = Point(x: Double(e.button.x), y: Double(e.button.y))
            let down = e.type == SDL_MOUSEBUTTONDOWN.rawValue
            return mouse.button(e.button.button, down: down, at: p, time: time(of: e, now: now)).map(Command.touch)
        case SDL_MOUSEMOTION:
            guard e.motion.which != Self.touchMouseID else { return nil }
            let p = Point(x: Double(e.motion.x), y: Double(e.motion.y))
            return mouse.motion(to: p, time: time(of: e, now: now)).map(Command.touch)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(e, now: now, viewport: viewport).map(Command.touch)
        case SDL_WINDOWEVENT:
            guard e.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) else { return nil }
            return mouse.cancel(at: time(of: e, now: now)).map(Command.touch)
        default:
            return nil
        }
    }

    /// Once per frame, at the frame's host time: the mouse's ramped force
    /// as a `stationary` touch when it changed (see `MouseTouchSource`).
    mutating func frame(at now: Double) -> TouchEvent? {
        mouse.frame(at: now)
    }

    /// An event's time, seconds: its timestamp, never after the frame's
    /// time nor before the previous touch's.
    private mutating func time(of e: SDL_Event, now: Double) -> Double {
        let t = clock.seconds(fromEventTimestamp: e.common.timestamp)
        lastTouchTime = Swift.min(now, Swift.max(lastTouchTime, t))
        return lastTouchTime
    }

    /// A finger event as a touch of that finger's pointer.
    private mutating func finger(_ e: SDL_Event, now: Double, viewport: Viewport) -> TouchEvent? {
        let f = e.tfinger
        let t = time(of: e, now: now)
        let p = Point(x: Double(f.x) * viewport.width, y: Double(f.y) * viewport.height)
        let force: Double? = f.pressure.isFinite ? Double(f.pressure) : nil
        switch SDL_EventType(rawValue: e.type) {
        case SDL_FINGERDOWN:
            var id = 100
            while fingers.values.contains(PointerID(rawValue: id)) { id += 1 }
            let pointer = PointerID(rawValue: id)
            fingers[f.fingerId] = pointer
            return TouchEvent(pointer: pointer, phase: .began, location: p, timestamp: t, kind: .touch, force: force, maximumForce: 1)
        case SDL_FINGERMOTION:
            guard let pointer = fingers[f.fingerId] else { return nil }
            return TouchEvent(pointer: pointer, phase: .moved, location: p, timestamp: t, kind: .touch, force: force, maximumForce: 1)
        default:
            guard let pointer = fingers.removeValue(forKey: f.fingerId) else { return nil }
            return TouchEvent(pointer: pointer, phase: .ended, location: p, timestamp: t, kind: .touch)
        }
    }
}
