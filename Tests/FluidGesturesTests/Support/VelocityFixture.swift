import FluidPhysics
import Foundation

/// The recorded strokes of `Fixtures/flutter_velocity_tracker.json`
/// (see `Fixtures/README.md` for provenance and licence).
struct VelocityFixture {
    struct Event {
        var type: String
        /// Seconds (the file stores integer milliseconds).
        var time: Double
        var position: Point
    }

    struct Stroke {
        var id: String
        var events: [Event]
        /// Expected sets by name: "flutter_lsq2_current", "compose_impulse", …
        var expected: [String: Vector]
        /// Research re-implementation values by name.
        var research: [String: Vector]

        var samples: [Event] { events.filter { $0.type != "up" } }
        var upTime: Double { events.first { $0.type == "up" }!.time }
    }

    var strokes: [Stroke]
    var interrupted: Stroke

    static func load() throws -> VelocityFixture {
        guard let url = Bundle.module.url(forResource: "flutter_velocity_tracker", withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let strokes = (root["strokes"] as! [[String: Any]]).map { stroke(from: $0, id: "\($0["id"]!)") }
        let interrupted = stroke(from: root["interrupted"] as! [String: Any], id: "interrupted")
        return VelocityFixture(strokes: strokes, interrupted: interrupted)
    }

    private static func number(_ any: Any) -> Double { (any as! NSNumber).doubleValue }

    private static func stroke(from object: [String: Any], id: String) -> Stroke {
        let events = (object["events"] as! [[Any]]).map { row in
            Event(type: row[0] as! String, time: number(row[1]) / 1000, position: Point(x: number(row[2]), y: number(row[3])))
        }
        var expected: [String: Vector] = [:]
        for (name, value) in object["expected"] as! [String: Any] {
            let pair = value as! [String: Any]
            expected[name] = Vector(dx: number(pair["vx"]!), dy: number(pair["vy"]!))
        }
        var research: [String: Vector] = [:]
        for (name, value) in (object["reproduced_by_research_reimplementation"] as? [String: Any]) ?? [:] {
            let pair = value as! [Any]
            research[name] = Vector(dx: number(pair[0]), dy: number(pair[1]))
        }
        return Stroke(id: id, events: events, expected: expected, research: research)
    }
}
