import FluidGestures
import FluidPhysics
import Foundation

/// The touches of an example script in `Scripts/` (the pinned
/// `fluid-gesture-script` format), read straight from the source tree, so a
/// test can check that the script's touches land on the interface's layout.
func exampleScriptTouches(named name: String) throws -> [TouchEvent] {
    // This file is Tests/FluidInteractionsTests/Support/…; the scripts are in Tests/FluidInteractionsTests/Scripts.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts").appendingPathComponent("\(name).json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let script = object as? [String: Any], script["format"] as? String == "fluid-gesture-script",
          let events = script["events"] as? [[String: Any]] else { return [] }
    return events.compactMap { e -> TouchEvent? in
        func number(_ key: String) -> Double? { (e[key] as? NSNumber)?.doubleValue }
        guard let t = number("t"), let phase = e["phase"] as? String, let pointer = number("pointer"),
              let x = number("x"), let y = number("y") else { return nil }
        let p = Point(x: x, y: y), id = PointerID(rawValue: Int(pointer)), force = number("force")
        switch phase {
        case "began": return .began(id, at: p, time: t, force: force)
        case "moved": return .moved(id, to: p, time: t, force: force)
        case "ended": return .ended(id, at: p, time: t)
        case "cancelled": return .cancelled(id, at: p, time: t)
        default: return nil
        }
    }
}
