import FluidTestSupport
import Foundation
import Testing

/// `fluid spring`, `fluid decay` / `project` and `fluid plot`, run as the real
/// executable. Reference numbers: ω₀ = 2π/0.5 and ζ = 0.7 for duration 0.5,
/// bounce 0.3 (SwiftUI's documented mapping); the exact settling time of
/// that spring (0.8187467173831086 s) from a 40-digit mpmath scan; projection
/// distances from the UIScrollView reference table.
@Suite("fluid for designers: spring, decay, plot")
struct DesignerCommandTests {
    static let omega = 2 * Double.pi / 0.5
    static let stiffness = omega * omega          // 157.91367041742973
    static let damping = 2 * 0.7 * omega          // 17.592918860102842

    func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try runFluid(arguments)
        #expect(run.status == 0 && !run.crashed, "\(arguments): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// The first number after `label` in `code`.
    func number(after label: String, in code: String) -> Double? {
        guard let range = code.range(of: label) else { return nil }
        let rest = code[range.upperBound...].drop { $0 == " " }
        return Double(rest.prefix { "0123456789.-e".contains($0) })
    }

    /// `expectClose` for a number read from the output (nil: it is missing),
    /// `tolerance` absolute below 1 and relative to `b` above.
    func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9, _ what: String = "",
               sourceLocation: SourceLocation = #_sourceLocation) {
        guard let a else {
            Issue.record("\(what): missing, expected \(b)", sourceLocation: sourceLocation)
            return
        }
        expectClose(a, b, tolerance: tolerance * max(1, abs(b)), "\(what)", sourceLocation: sourceLocation)
    }

    @Test func pinnedJSONAndEveryExportNumerically() throws {
        let j = try json(["spring", "--duration", "0.5", "--bounce", "0.3", "--json"])
        for key in ["duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping", "settlingDuration",
                    "overshoot", "exports", "cssDuration"] {
            #expect(j[key] != nil, "missing \(key)")
        }
        close(j["duration"] as? Double, 0.5)
        close(j["bounce"] as? Double, 0.3)
        close(j["dampingRatio"] as? Double, 0.7)
        close(j["stiffness"] as? Double, Self.stiffness)
        close(j["damping"] as? Double, Self.damping)
        close(j["settlingDuration"] as? Double, 0.8187467173831086)
        let overshoot = try #require(j["overshoot"] as? [String: Double])
        let z = 0.7, wd = Self.omega * (1 - z * z).squareRoot()
        close(overshoot["fraction"], exp(-Double.pi * z / (1 - z * z).squareRoot()), 1e-9, "overshoot")
        close(overshoot["time"], Double.pi / wd, 1e-9, "overshoot time")
        let exports = try #require(j["exports"] as? [String: String])
        #expect(Set(exports.keys) == ["swiftui", "uikit", "coreAnimation", "compose", "android", "flutter", "framer", "css"])
        let swiftui = try #require(exports["swiftui"]), uikit = try #require(exports["uikit"])
        close(number(after: "duration:", in: swiftui), 0.5, 1e-9, "swiftui duration")
        close(number(after: "bounce:", in: swiftui), 0.3, 1e-9, "swiftui bounce")
        close(number(after: "dampingFraction:", in: swiftui), 0.7, 1e-9, "swiftui dampingFraction")
        for (name, code) in [("uikit", uikit), ("coreAnimation", exports["coreAnimation"] ?? ""), ("flutter", exports["flutter"] ?? "")] {
            close(number(after: "mass", in: code.replacingOccurrences(of: "=", with: ":").replacingOccurrences(of: ": ", with: " ")), 1, 1e-9, "\(name) mass")
            close(number(after: "stiffness", in: code.replacingOccurrences(of: "=", with: " ").replacingOccurrences(of: ":", with: " ")), Self.stiffness, 1e-9, "\(name) stiffness")
            close(number(after: "damping", in: code.replacingOccurrences(of: "=", with: " ").replacingOccurrences(of: ":", with: " ")), Self.damping, 1e-9, "\(name) damping")
        }
        for name in ["compose", "android"] {
            let code = try #require(exports[name])
            close(number(after: "tiffness", in: code.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: "=", with: " ")), Self.stiffness, 1e-9, "\(name)")
            close(number(after: "ampingRatio", in: code.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: "=", with: " ")), 0.7, 1e-9, "\(name)")
        }
        let framer = try #require(exports["framer"])
        close(number(after: "stiffness:", in: framer), Self.stiffness, 1e-9, "framer")
        close(number(after: "damping:", in: framer), Self.damping, 1e-9, "framer")
        // framer's visual form: visualDuration = duration / 1.2 (k = (2π/(1.2·vd))²).
        close(number(after: "visualDuration:", in: framer), 0.5 / 1.2, 1e-9, "framer visualDuration")
        // CSS: linear(0, …, 1) within 0.001 of the exact curve.
        let css = try #require(exports["css"])
        #expect(css.hasPrefix("linear(0, ") && css.hasSuffix(", 1)"))
        let points = css.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(Double(points.count) == j["cssPoints"] as? Double)
        let duration = try #require(j["cssDuration"] as? Double)
        for (i, p) in points.enumerated() {
            let t = duration * Double(i) / Double(points.count - 1)
            let exact = 1 - exp(-z * Self.omega * t) * (cos(wd * t) + z * Self.omega / wd * sin(wd * t))
            expectClose(p, exact, tolerance: 0.001 + 5e-5, "point \(i)")
        }
    }

    @Test(arguments: [
        ["--response", "0.5", "--damping-ratio", "0.7"],
        ["--mass", "1", "--stiffness", "157.91367041742973", "--damping", "17.592918860102842"],
        ["--stiffness", "157.91367041742973", "--damping", "17.592918860102842"],
        ["--settling-duration", "0.8187467173831086", "--damping-ratio", "0.7"],
        ["bouncy"],
        ["snappy", "--extra-bounce", "0.15"],
    ])
    func everyParameterisationGivesTheSameSpring(arguments: [String]) throws {
        let j = try json(["spring"] + arguments + ["--json"])
        close(j["stiffness"] as? Double, Self.stiffness, 1e-9, "\(arguments)")
        close(j["dampingRatio"] as? Double, 0.7, 1e-9, "\(arguments)")
    }

    @Test func initialVelocityIsCarriedIntoTheExports() throws {
        let j = try json(["spring", "--response", "0.4", "--damping-ratio", "0.8", "--distance", "300", "--initial-velocity", "1200", "--json"])
        close(j["relativeVelocity"] as? Double, 4)
        let exports = try #require(j["exports"] as? [String: String])
        close(number(after: "dx:", in: exports["uikit"] ?? ""), 4, 1e-9, "uikit relative velocity")
        close(number(after: "velocity:", in: exports["framer"] ?? ""), 1200, 1e-9, "framer velocity")
        close(number(after: "initialVelocity =", in: exports["compose"] ?? ""), 1200, 1e-9, "compose velocity")
    }

    @Test func anUndampedSpringNeverSettlesAndDoesNotCrash() throws {
        let j = try json(["spring", "--duration", "0.5", "--bounce", "1", "--json"])
        #expect(j["settles"] as? Bool == false)
        #expect(j["settlingDuration"] is NSNull)
        let text = try runFluid(["spring", "--duration", "0.5", "--bounce", "1"])
        #expect(text.status == 0 && text.stdout.contains("never settles"))
    }

    @Test func readableReportAndHelp() throws {
        let run = try runFluid(["spring", "--duration", "0.5", "--bounce", "0.3"])
        #expect(run.status == 0)
        for word in ["SwiftUI", "UIKit", "Core Animation", "Jetpack Compose", "Android", "Flutter", "framer-motion", "CSS linear()",
                     "settles in 0.818747 s", "overshoots"] {
            #expect(run.stdout.contains(word), "\(word)")
        }
        for command in ["spring", "decay", "project", "plot"] {
            let help = try runFluid([command, "--help"])
            #expect(help.status == 0 && help.stdout.contains("Examples:"), "\(command)")
        }
        let completion = try runFluid(["--generate-completion-script", "bash"])
        #expect(completion.status == 0 && completion.stdout.contains("spring"))
    }

    @Test(arguments: [
        (["spring"], "no spring given"),
        (["spring", "--duration", "0.5", "--response", "0.4", "--damping-ratio", "1"], "two parameterisations"),
        (["spring", "--duration", "0.5", "--bounce", "2"], "--bounce"),
        (["spring", "--duration", "nan"], "--duration"),
        (["spring", "--duration", "-1"], "--duration"),
        (["spring", "--response", "0.4"], "--damping-ratio"),
        (["spring", "--stiffness", "0", "--damping", "1"], "--stiffness"),
        (["spring", "--settling-duration", "0.00001", "--damping-ratio", "100"], "--settling-duration"),
        (["spring", "wobbly"], "preset"),
        (["spring", "bouncy", "--bounce", "0.1"], "--bounce"),
        (["spring", "--duration", "0.5", "--points", "1"], "--points"),
        (["spring", "--duration", "0.5", "--max-error", "0"], "--max-error"),
        (["spring", "--duration", "0.5", "--wat"], "--wat"),
        (["decay"], "velocity"),
        (["decay", "--velocity", "100", "--rate", "1.5"], "--rate"),
        (["decay", "--velocity", "inf"], "--velocity"),
        (["decay", "--velocity", "100", "--grid", "-1"], "--grid"),
        (["plot"], "nothing to plot"),
        (["plot", "--spring", "duration=0.5,wobble=2"], "wobble"),
        (["plot", "--spring", "duration=x"], "duration"),
        (["plot", "--decay", "100", "--spring", "duration=0.5"], "only one"),
    ])
    func badInputIsOneLineAndExitTwo(arguments: [String], mention: String) throws {
        let run = try runFluid(arguments)
        #expect(!run.crashed)
        #expect(run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
        #expect(run.errorLines.count == 1 && run.errorLines.first?.hasPrefix("fluid: ") == true, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(mention), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func decayAndProjection() throws {
        let j = try json(["decay", "--velocity", "1000", "--json"])
        close(j["distance"] as? Double, 499.4998, 1e-6)
        close(j["wwdcDistance"] as? Double, 499.0, 1e-9)
        let fast = try json(["project", "--velocity", "1000", "--rate", "fast", "--json"])
        close(fast["distance"] as? Double, 99.4992, 1e-6)
        close(fast["wwdcDistance"] as? Double, 99.0, 1e-9)
        let land = try json(["decay", "--velocity", "500", "--from", "100", "--land-at", "400", "--json"])
        let lambda = -1000 * log(0.998)
        close((land["landAt"] as? [String: Double])?["velocity"], 300 * lambda, 1e-12)
        let snapped = try json(["decay", "--velocity", "200", "--grid", "1", "--json"])
        let s = try #require(snapped["snapped"] as? [String: Double])
        close(s["landing"], 100)
        close(s["velocity"], 100 * lambda, 1e-12)
    }

    @Test func plotsAreSVGWithAxesAndLegend() throws {
        let run = try runFluid(["plot", "--spring", "duration=0.5,bounce=0.3", "--spring", "preset=smooth"])
        #expect(run.status == 0 && run.stdout.hasPrefix("<svg"))
        #expect(run.stdout.contains("time (s)") && run.stdout.contains("settles 0.819 s") && run.stdout.contains(">preset=smooth<"))
        let decay = try runFluid(["plot", "--decay", "2000", "--rate", "fast"])
        #expect(decay.status == 0 && decay.stdout.contains("projection"))
        let script = FluidPaths.scripts.appendingPathComponent("drawer-main.json").path
        let replayed = try runFluid(["plot", "--script", script, "--field", "position"])
        #expect(replayed.status == 0 && replayed.stdout.contains("drawer: position"), "\(replayed.stderr)")
        let badField = try runFluid(["plot", "--script", script, "--field", "nope"])
        #expect(badField.status == 2 && badField.stderr.contains("numeric fields"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-plot-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("p.svg").path
        #expect(try runFluid(["plot", "--spring", "duration=0.5", "-o", out]).status == 0)
        #expect((try String(contentsOfFile: out, encoding: .utf8)).hasPrefix("<svg"))
        let unwritable = try runFluid(["plot", "--spring", "duration=0.5", "-o", "/nonexistent-dir/x.svg"])
        #expect(unwritable.status == 1 && unwritable.errorLines.count == 1)
    }

    /// `fluid` starts no other program: `--png` draws nothing, exits 2 and
    /// prints one line with the playground command that draws that PNG,
    /// built from the other arguments — even when a `fluid-playground` is
    /// on the PATH or named by the old `FLUID_PLAYGROUND`.
    @Test func aPNGComesFromThePlaygroundAndPlotSaysHowInOneLine() throws {
        let directory = try TemporaryDirectory()
        let marker = directory.file("started")
        let impostor = try directory.write("fluid-playground", "#!/bin/sh\ntouch '\(marker.path)'\n")
        #expect(chmod(impostor.path, 0o755) == 0)
        let environment = ["FLUID_PLAYGROUND": impostor.path,
                           "PATH": directory.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")]
        let png = directory.file("springs.png").path

        let springs = try runFluid(["plot", "--spring", "preset=bouncy", "--spring", "duration=0.5,bounce=0.3",
                                    "--distance", "300", "--initial-velocity", "-1200", "--png", png], environment: environment)
        #expect(springs.status == 2 && !springs.crashed && springs.stdout.isEmpty)
        #expect(springs.errorLines == ["fluid: --png: fluid writes SVG only and starts no other program; the playground draws "
            + "this PNG: fluid-playground --plot preset=bouncy --plot duration=0.5,bounce=0.3 --plot-distance 300 "
            + "--plot-velocity -1200 --screenshot \(png)"])

        let decay = try runFluid(["plot", "--decay", "2000.5", "--rate", "fast", "--png", "my chart.png"], environment: environment)
        #expect(decay.status == 2 && decay.errorLines.count == 1)
        #expect(decay.stderr.hasSuffix(": fluid-playground --plot-decay 2000.5 --plot-rate fast --screenshot 'my chart.png'\n"))

        let bare = try runFluid(["plot", "--png", "x.png"], environment: environment)
        #expect(bare.status == 2 && bare.errorLines.count == 1)
        #expect(bare.stderr.hasSuffix(": fluid-playground --plot SPEC --screenshot x.png\n"))

        let script = FluidPaths.scripts.appendingPathComponent("drawer-main.json").path
        let scripted = try runFluid(["plot", "--script", script, "--png", "x.png"], environment: environment)
        #expect(scripted.status == 2 && scripted.errorLines.count == 1 && scripted.stderr.contains("not scripts"))

        #expect(!FileManager.default.fileExists(atPath: marker.path), "fluid started a program")
        #expect(!FileManager.default.fileExists(atPath: png))

        let help = try runFluid(["plot", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--png") && help.stdout.contains("fluid-playground --plot"))
    }
}

/// `fluid tunables` and `fluid replay --tuning`, run as the real executable.
@Suite("fluid for designers: tunables and tuning files")
struct TuningCommandTests {
    @Test func tunablesJSONIsThePinnedFormForEveryInterface() throws {
        let names = try runFluid(["layout", "--list"]).stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 13)
        for name in names {
            let run = try runFluid(["tunables", name, "--json"])
            #expect(run.status == 0 && !run.crashed, "\(name): \(run.stderr)")
            let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(name)")
            for item in list {
                let kind = item["kind"] as? String
                var keys: Set<String> = ["name", "kind", "default", "unit", "summary"]
                switch kind {
                case "number":
                    keys.formUnion(["min", "max"])
                    let (low, high, value) = (item["min"] as? Double, item["max"] as? Double, item["default"] as? Double)
                    #expect(low != nil && high != nil && value != nil && low! <= value! && value! <= high!, "\(name): \(item)")
                case "choice":
                    keys.insert("choices")
                    #expect((item["choices"] as? [String])?.contains(item["default"] as? String ?? "") == true, "\(name): \(item)")
                case "spring":
                    keys.formUnion(["responseRange", "dampingRatioRange"])
                    let spring = item["default"] as? [String: Double]
                    #expect(Set(spring?.keys ?? [:].keys) == ["response", "dampingRatio"], "\(name): \(item)")
                    let responses = item["responseRange"] as? [Double], ratios = item["dampingRatioRange"] as? [Double]
                    if let r = spring?["response"], let z = spring?["dampingRatio"], let responses, let ratios,
                       responses.count == 2, ratios.count == 2 {
                        #expect(responses[0] <= r && r <= responses[1] && ratios[0] <= z && z <= ratios[1], "\(name): \(item)")
                    } else {
                        Issue.record("\(name): a spring without its ranges: \(item)")
                    }
                default:
                    Issue.record("\(name): unknown kind \(kind ?? "none")")
                }
                #expect(Set(item.keys) == keys, "\(name): \(item.keys.sorted())")
                #expect(item["name"] is String && item["unit"] is String)
            }
            let text = try runFluid(["tunables", name])
            #expect(text.status == 0 && !text.stdout.isEmpty)
        }
        let drawer = try runFluid(["tunables", "drawer", "--json"]).stdout
        #expect(drawer.contains(#""name": "flickSpring""#) && drawer.contains(#""response": 0.3"#))
    }

    @Test func anUnknownInterfaceExits2WithOneLine() throws {
        let run = try runFluid(["tunables", "nope"])
        #expect(run.status == 2 && run.errorLines.count == 1 && run.stderr.contains("unknown interface"))
    }

    @Test func replayReadsATuningAndEachBadFileExits2WithOneLine() throws {
        let directory = try TemporaryDirectory()
        let script = FluidPaths.scripts.appendingPathComponent("drawer-main.json").path
        let good = try directory.write("good.json", #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {"flickSpring": {"duration": 0.9, "bounce": 0.2}}}"#)
        let plain = try runFluid(["replay", script, "--json"])
        let tuned = try runFluid(["replay", script, "--json", "--tuning", good.path])
        #expect(plain.status == 0 && tuned.status == 0, "\(tuned.stderr)")
        #expect(plain.stdout != tuned.stdout, "the tuning changes the replay")
        let bad = [
            #"{"format": "fluid-tuning", "version": 1, "interface": "pip", "values": {}}"#,
            #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {"tapSlop": -1}}"#,
            #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {"x": 1}}"#,
            #"{"format": "fluid-tuning""#,
            "",
        ]
        for (i, text) in bad.enumerated() {
            let file = try directory.write("bad\(i).json", text)
            let run = try runFluid(["replay", script, "--tuning", file.path])
            #expect(run.status == 2 && !run.crashed && run.errorLines.count == 1, "\(text): \(run.stderr)")
        }
        let missing = try runFluid(["replay", script, "--tuning", directory.file("none.json").path])
        #expect(missing.status == 2 && missing.errorLines.count == 1)
    }
}
