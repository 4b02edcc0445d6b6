import FluidTestSupport
import Foundation
import Testing

/// `fluid replay --json` of four example scripts against committed golden
/// outputs (numbers compared to 1e-9, everything else exactly), plus the
/// values that can be known without the project's code: the PiP rests on
/// its corner's centre (safe area 47 + inset 20 + half height 75 = 142;
/// 20 + half width 50 = 70), the open drawer's edge is 47 + 80 = 127 and its
/// bouncy spring (ζ 0.8, response 0.3 s) carries the state at 0.1 s to the
/// state at 0.3 s by the textbook closed form, the expandable view opens to
/// 844 − 47 − 16 = 781 points, one tap is one tap.
@Suite("fluid replay: golden JSON")
struct GoldenReplayTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func replay(_ name: String) throws -> (Any, Any) {
        let run = try runFluid(["replay", FluidPaths.scripts.appendingPathComponent("\(name).json").path, "--json", "--at", "0.1", "--at", "0.3"])
        #expect(run.status == 0, "\(run.stderr)")
        let actual = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.golden.appendingPathComponent("\(name).json")))
        return (actual, expected)
    }

    /// Whether two JSON values agree: numbers to 1e-9 relative, the rest exactly, keys in order.
    func same(_ a: Any, _ b: Any, _ path: String = "") -> [String] {
        switch (a, b) {
        case (let x as NSNumber, let y as NSNumber):
            if x == y { return [] }
            let close = isClose(x.doubleValue, y.doubleValue, tolerance: 1e-9 * max(1, abs(y.doubleValue)))
            return close ? [] : ["\(path): \(x) vs \(y)"]
        case (let x as [Any], let y as [Any]):
            guard x.count == y.count else { return ["\(path): \(x.count) vs \(y.count) elements"] }
            return zip(x, y).enumerated().flatMap { same($1.0, $1.1, "\(path)[\($0)]") }
        case (let x as [String: Any], let y as [String: Any]):
            guard Set(x.keys) == Set(y.keys) else { return ["\(path): keys \(x.keys.sorted()) vs \(y.keys.sorted())"] }
            return x.keys.sorted().flatMap { same(x[$0]!, y[$0]!, "\(path).\($0)") }
        case (let x as String, let y as String):
            return x == y ? [] : ["\(path): \(x) vs \(y)"]
        case (is NSNull, is NSNull):
            return []
        default:
            return ["\(path): \(a) vs \(b)"]
        }
    }

    @Test(arguments: ["pip-main", "drawer-main", "calculator-button-main", "expandable-view-main"])
    func matchesItsGolden(name: String) throws {
        let (actual, expected) = try replay(name)
        let differences = same(actual, expected)
        #expect(differences.isEmpty, "\(name): \(differences.prefix(5))")
    }

    @Test func independentlyKnownValues() throws {
        let pip = try #require(try replay("pip-main").0 as? [String: Any])
        let center = try #require((pip["final"] as? [String: Any])?["center"] as? [String: Double])
        #expect(center == ["x": 70, "y": 142])
        #expect((pip["final"] as? [String: Any])?["corner"] as? String == "topLeft")

        let drawer = try #require(try replay("drawer-main").0 as? [String: Any])
        #expect((drawer["final"] as? [String: Any])?["position"] as? Double == 127)
        let at = try #require(drawer["at"] as? [[String: Any]])
        let y0 = try #require(at[0]["position"] as? Double) - 127, v0 = try #require(at[0]["velocity"] as? Double)
        let z = 0.8, w0 = 2 * Double.pi / 0.3, wd = w0 * (1 - z * z).squareRoot(), t = 0.2
        let y = exp(-z * w0 * t) * (y0 * cos(wd * t) + (v0 + z * w0 * y0) / wd * sin(wd * t))
        let position = try #require(at[1]["position"] as? Double)
        expectClose(position, 127 + y, tolerance: 1e-9 * (abs(y0) + abs(v0)))

        let view = try #require(try replay("expandable-view-main").0 as? [String: Any])
        #expect((view["final"] as? [String: Any])?["height"] as? Double == 781)
        let button = try #require(try replay("calculator-button-main").0 as? [String: Any])
        #expect((button["final"] as? [String: Any])?["taps"] as? Double == 1)
    }
}
