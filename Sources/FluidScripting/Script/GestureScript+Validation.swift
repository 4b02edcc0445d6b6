import FluidInteractions
import FluidPhysics

extension GestureScript {
    /// Checks everything the format promises beyond its shape.
    ///
    /// - The viewport passes `Viewport.validated`.
    /// - Every time is finite, from 0 to `maximumTime` seconds, and no
    ///   earlier than the one before it.
    /// - Positions and forces are finite; forces are in 0…1; pointers are
    ///   whole numbers from 0 to 2147483647.
    /// - Each pointer's touches go `began`, `moved`…, then `ended` or
    ///   `cancelled`: no move, end or cancel for a pointer that is not down,
    ///   no second `began` while it is down. (A pointer may still be down
    ///   at the end.)
    /// - `until` is from 0 to `maximumTime` and not before the last event.
    /// - `interface` is one of `interfaces` (checked last, so a script's
    ///   other problems are reported even where the interface is missing).
    ///
    /// - Throws: `ScriptError` with the path of the first problem, such as
    ///   `events[3].t: time goes backwards (0.120 after 0.130)`.
    public func validate(interfaces: [String] = InteractionCatalog.names) throws(ScriptError) {
        try Self.validateViewport(viewport)
        var down = Set<Int>()
        var previous: Double?
        for (i, event) in events.enumerated() {
            let path = "events[\(i)]"
            let t = event.time
            try Self.checkTime(t, path: path + ".t")
            if let previous, t < previous {
                let (now, before) = ScriptMessages.seconds(t, previous)
                throw .at(path + ".t", "time goes backwards (\(now) after \(before))")
            }
            previous = t
            guard case .touch(let touch) = event else { continue }
            guard touch.x.isFinite else { throw .at(path + ".x", "not a finite number") }
            guard touch.y.isFinite else { throw .at(path + ".y", "not a finite number") }
            if let force = touch.force {
                guard force.isFinite else { throw .at(path + ".force", "not a finite number") }
                guard force >= 0, force <= 1 else {
                    throw .at(path + ".force", "must be from 0 to 1 (got \(ScriptMessages.number(force)))")
                }
            }
            guard touch.pointer >= 0, touch.pointer <= Self.maximumPointer else {
                throw .at(path + ".pointer", "must be an integer from 0 to \(Self.maximumPointer) (got \(touch.pointer))")
            }
            let p = touch.pointer
            switch touch.phase {
            case .began:
                guard down.insert(p).inserted else { throw .at(path, "began for pointer \(p), which is already down") }
            case .moved:
                guard down.contains(p) else { throw .at(path, "moved before began for pointer \(p)") }
            case .ended, .cancelled:
                guard down.remove(p) != nil else { throw .at(path, "\(touch.phase.rawValue) before began for pointer \(p)") }
            }
        }
        if case .time(let end) = until {
            try Self.checkTime(end, path: "until")
            if let previous, end < previous {
                let (e, last) = ScriptMessages.seconds(end, previous)
                throw .at("until", "\(e) is before the last event (\(last))")
            }
        }
        guard interfaces.contains(interface) else {
            let known = interfaces.isEmpty ? "no interfaces are available"
                : "known interfaces: " + interfaces.joined(separator: ", ")
            throw .at("interface", "unknown interface \(quotedForMessage(interface)) (\(known))")
        }
    }

    /// The largest pointer number a script may use.
    public static let maximumPointer = 2_147_483_647

    static func checkTime(_ t: Double, path: String) throws(ScriptError) {
        guard t.isFinite else { throw .at(path, "not a finite number") }
        guard t >= 0 else { throw .at(path, "time must be at least 0 (got \(ScriptMessages.seconds(t)))") }
        guard t <= maximumTime else {
            throw .at(path, "time must be at most \(InteractionValue.jsonNumber(maximumTime)) seconds (got \(ScriptMessages.seconds(t)))")
        }
    }

    static func validateViewport(_ v: Viewport) throws(ScriptError) {
        do {
            _ = try Viewport.validated(width: v.width, height: v.height, safeArea: v.safeArea)
        } catch {
            let insets = v.safeArea
            if case .outOfRange = error.reason, error.value >= 0 {
                // The insets are fine one by one but leave no room.
                if error.parameter == "safeArea.top" {
                    throw .at("viewport.safeArea", "top + bottom (\(ScriptMessages.number(insets.top + insets.bottom))) "
                        + "must be less than the height (\(ScriptMessages.number(v.height)))")
                }
                if error.parameter == "safeArea.left" {
                    throw .at("viewport.safeArea", "left + right (\(ScriptMessages.number(insets.left + insets.right))) "
                        + "must be less than the width (\(ScriptMessages.number(v.width)))")
                }
            }
            let got = ScriptMessages.number(error.value)
            let reason: String
            switch error.reason {
            case .notFinite: reason = "not a finite number"
            case .notPositive: reason = "must be positive (got \(got))"
            case .negative: reason = "must be zero or positive (got \(got))"
            case .outOfRange(let range): reason = "must be \(range) (got \(got))"
            }
            throw .at("viewport.\(error.parameter)", reason)
        }
    }
}
