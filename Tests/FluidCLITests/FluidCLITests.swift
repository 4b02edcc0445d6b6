import FluidTestSupport
import Foundation
import Testing

/// A script in the pinned format with the given parts, on one line.
func script(events: String = #"{ "t": 0, "phase": "began", "pointer": 1, "x": 100, "y": 200 }"#,
            until: String = #""settled""#, interface: String = "pip") -> String {
    #"{ "format": "fluid-gesture-script", "version": 1, "interface": "\#(interface)", "#
        + #""viewport": { "width": 390, "height": 844, "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } }, "#
        + #""events": [\#(events)], "until": \#(until) }"#
}

/// A script with NaN for a coordinate, and the 1-based column of the NaN.
let nanScript = script(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": NaN, "y": 2 }"#)
let nanColumn = nanScript.distance(from: nanScript.startIndex, to: nanScript.range(of: "NaN")!.lowerBound) + 1

/// Asserts a failure: exit status 2, nothing on standard output, exactly one
/// line `fluid: …` on standard error containing `expected`.
func expectFailure(_ run: FluidRun, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!run.crashed, "crashed: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.status == 2, "status \(run.status): \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "stdout: \(run.stdout)", sourceLocation: sourceLocation)
    #expect(run.errorLines.count == 1, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
    let line = run.errorLines.first ?? ""
    #expect(line.hasPrefix("fluid: "), "\(line)", sourceLocation: sourceLocation)
    #expect(line.contains(expected), "\(line) does not contain \(expected)", sourceLocation: sourceLocation)
    for trace in ["Fatal error", "Stack dump", "Error:", "Usage:", "USAGE:"] {
        #expect(!run.stderr.contains(trace), "\(run.stderr)", sourceLocation: sourceLocation)
    }
}

@Suite("The fluid command")
struct FluidCLITests {
    @Test func executableIsBuilt() {
        #expect(FluidPaths.executable != nil, "no fluid executable next to the test bundle")
    }

    // MARK: Help and listing

    @Test(arguments: [["--help"], ["-h"], [], ["help"], ["layout", "--help"], ["replay", "--help"], ["help", "replay"],
                      ["help", "layout"], ["replay", "-h"]])
    func help(arguments: [String]) throws {
        let run = try runFluid(arguments)
        #expect(run.status == 0)
        #expect(!run.crashed)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("Examples:"))
        #expect(run.stdout.contains("USAGE: fluid"))
        if arguments.contains("replay") {
            #expect(run.stdout.contains("fluid replay pip-main.json --fps 60 --at 0.05 --at 0.25"))
            #expect(run.stdout.contains("--json"))
        } else if arguments.contains("layout") {
            #expect(run.stdout.contains("fluid layout --list"))
            #expect(run.stdout.contains("--safe-area"))
        } else {
            #expect(run.stdout.contains("layout"))
            #expect(run.stdout.contains("replay"))
        }
    }

    @Test func list() throws {
        let run = try runFluid(["layout", "--list"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.isEmpty || run.stdout.hasSuffix("\n"))
        let names = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    // MARK: Errors: one line, status 2

    /// Command-line problems.
    static let argumentCases: [([String], String)] = [
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
        (["--frobnicate"], "Unknown option '--frobnicate'"),
        (["replay"], "Missing expected argument '<script>'"),
        (["replay", "x.json", "--frobnicate"], "Unknown option '--frobnicate'"),
        (["replay", "x.json", "y.json"], "Unexpected argument 'y.json'"),
        (["replay", "/nonexistent/dir/x.json"], "cannot read '/nonexistent/dir/x.json': No such file or directory"),
        (["replay", "/tmp"], "cannot read '/tmp': it is a directory"),
        (["replay", "x.json", "--fps", "abc"], "The value 'abc' is invalid for '--fps <fps>'"),
        (["replay", "x.json", "--fps"], "Missing value for '--fps <fps>'"),
        (["replay", "x.json", "--fps", "0"], "--fps: must be a finite number from 1 to 1000 (got 0.0)"),
        (["replay", "x.json", "--fps", "1001"], "--fps: must be a finite number from 1 to 1000 (got 1001.0)"),
        (["replay", "x.json", "--fps", "-5"], "--fps: must be a finite number from 1 to 1000 (got -5.0)"),
        (["replay", "x.json", "--fps", "nan"], "--fps: must be a finite number from 1 to 1000 (got nan)"),
        (["replay", "x.json", "--fps", "inf"], "--fps: must be a finite number from 1 to 1000 (got inf)"),
        (["replay", "x.json", "--at", "nan"], "--at: must be a time from 0 to 660 seconds (got nan)"),
        (["replay", "x.json", "--at", "-1"], "--at: must be a time from 0 to 660 seconds (got -1.0)"),
        (["replay", "x.json", "--at", "1", "--at", "1e9"], "--at: must be a time from 0 to 660 seconds (got 1000000000.0)"),
        (["replay", "x.json", "--at", "soon"], "The value 'soon' is invalid for '--at <seconds>'"),
        (["layout"], "layout: missing interface name (try 'fluid layout --list')"),
        (["layout", "--list", "pip"], "layout: give either an interface name or --list, not both"),
        (["layout", "no-such-interface"], #"unknown interface "no-such-interface" ("#),
        (["layout", "pip", "--viewport", "abc"], "--viewport: expected WIDTHxHEIGHT in points, such as 390x844 (got 'abc')"),
        (["layout", "pip", "--viewport", "390x"], "--viewport: expected WIDTHxHEIGHT"),
        (["layout", "pip", "--viewport", "390x844x2"], "--viewport: expected WIDTHxHEIGHT"),
        (["layout", "pip", "--viewport", "nanx844"], "--viewport: expected WIDTHxHEIGHT"),
        (["layout", "pip", "--viewport", "-390x844"], "--viewport: width must be greater than 0 and at most 100000 points (got -390.0)"),
        (["layout", "pip", "--viewport", "0x844"], "--viewport: width must be greater than 0 and at most 100000 points (got 0.0)"),
        (["layout", "pip", "--viewport", "390x1e999"], "--viewport: height must be a finite number (got inf)"),
        (["layout", "pip", "--safe-area", "1,2,3"], "--safe-area: expected four numbers top,left,bottom,right"),
        (["layout", "pip", "--safe-area", "a,b,c,d"], "--safe-area: expected four numbers top,left,bottom,right"),
        (["layout", "pip", "--safe-area", "-1,0,0,0"], "--safe-area: top must be at least 0 (got -1.0)"),
        (["layout", "pip", "--safe-area", "500,0,400,0"], "--safe-area: top + bottom (900.0) must be less than the height (844.0)"),
        (["layout", "pip", "--viewport", "100x100", "--safe-area", "0,60,0,40"],
         "--safe-area: left + right (100.0) must be less than the width (100.0)"),
    ]

    @Test(arguments: argumentCases)
    func argumentErrors(arguments: [String], message: String) throws {
        expectFailure(try runFluid(arguments), message)
    }

    /// Problems inside a script file: the file's name, then where in it.
    static let scriptCases: [(String, String)] = [
        ("", "line 1, column 1: the text is empty, expected a JSON value"),
        (#"{"format": "#, "line 1, column 12: unexpected end of text, expected a value"),
        ("\u{1}\u{2}\u{FF}garbage", "line 1, column 1: unexpected control character 0x01, expected a value"),
        ("[1,]", "line 1, column 4: trailing comma before ']'"),
        (#"{"a": "two\#nlines"}"#, "line 1, column 11: control character 0x0A in a string"),
        (nanScript, "line 1, column \(nanColumn): NaN and Infinity are not JSON numbers (numbers must be finite)"),
        (script(interface: "no-such-interface"), #"interface: unknown interface "no-such-interface" ("#),
        (script().replacingOccurrences(of: #""until""#, with: #""speed": 1, "until""#),
         #"unknown key "speed" (expected format, version, interface, viewport, events and until)"#),
        (script(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2, "forse": 0.5 }"#),
         #"events[0]: unknown key "forse""#),
        (script(events: #"{ "t": 0.130, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.120, "phase": "moved", "pointer": 1, "x": 1, "y": 2 }"#),
         "events[1].t: time goes backwards (0.120 after 0.130)"),
        (script(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1e999, "y": 2 }"#), "events[0].x: not a finite number"),
        (script(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.1, "phase": "moved", "pointer": 2, "x": 1, "y": 2 }"#),
         "events[1]: moved before began for pointer 2"),
        (script(events: #"{ "t": 0, "phase": "began", "pointer": 1.5, "x": 1, "y": 2 }"#),
         "events[0].pointer: must be an integer from 0 to 2147483647 (got 1.5)"),
        (script(until: #""never""#), #"until: expected a number of seconds or "settled", got "never""#),
    ]

    @Test(arguments: scriptCases)
    func scriptErrors(text: String, message: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad script.json", text)
        expectFailure(try runFluid(["replay", file.path]), "fluid: \(file.path): \(message)")
        expectFailure(try runFluid(["replay", file.path, "--json", "--fps", "60"]), "fluid: \(file.path): \(message)")
        expectFailure(try runFluid(["replay", "-"], stdin: text), "fluid: standard input: \(message)")
    }

    @Test func unreadableFile() throws {
        guard getuid() != 0 else { return } // root reads anything
        let directory = try TemporaryDirectory()
        let file = try directory.write("locked.json", script())
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        expectFailure(try runFluid(["replay", file.path]), "cannot read '\(file.path)': Permission denied")
    }

    @Test func oversizedInput() throws {
        let directory = try TemporaryDirectory()
        let big = try directory.write("big.json", "[" + String(repeating: "0,", count: 8_400_000) + "0]")
        expectFailure(try runFluid(["replay", big.path]), "is larger than the limit of 16777216 bytes")
    }

    // MARK: The example scripts

    /// The interfaces the built `fluid` knows.
    func listedInterfaces() throws -> Set<String> {
        let run = try runFluid(["layout", "--list"])
        #expect(run.status == 0)
        return Set(run.stdout.split(separator: "\n").map(String.init))
    }

    /// Every listed interface has its three example scripts and a layout.
    @Test func everyInterfaceHasScriptsAndALayout() throws {
        let files = Set(try FluidPaths.exampleScripts().map(\.lastPathComponent))
        for name in try listedInterfaces() {
            for path in ["main", "interrupt", "cancel"] {
                #expect(files.contains("\(name)-\(path).json"), "missing \(name)-\(path).json")
            }
            let run = try runFluid(["layout", name])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let layout = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
            #expect(layout is [String: Any], "\(name)")
            let other = try runFluid(["layout", name, "--viewport", "844x390", "--safe-area", "0,47,21,47"])
            #expect(other.status == 0, "\(name): \(other.stderr)")
        }
    }

    /// Each example script whose interface is listed replays to the pinned
    /// JSON, the same at 60, 120 and 144 fps; a script whose interface is not
    /// listed fails cleanly.
    /// `fluid actions NAME` lists the actions, `--json` in the pinned form;
    /// an unknown interface is one line and status 2.
    @Test func actions() throws {
        let json = try runFluid(["actions", "drawer", "--json"])
        #expect(json.status == 0 && json.stdout == """
            [
              {
                "name": "open",
                "label": "Open the drawer"
              },
              {
                "name": "close",
                "label": "Close the drawer"
              }
            ]

            """)
        let text = try runFluid(["actions", "pip"])
        #expect(text.stdout.hasPrefix("moveToTopLeft      Move to the top left corner\n"))
        #expect(text.stdout.hasSuffix("stash              Stash at the side\n"))
        for name in try listedInterfaces() {
            let run = try runFluid(["actions", name, "--json"])
            let list = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: String]]
            #expect(run.status == 0 && !(list ?? []).isEmpty && list?.allSatisfy { Set($0.keys) == ["name", "label"] } == true, "\(name)")
        }
        expectFailure(try runFluid(["actions", "nope"]), "unknown interface")
    }

    /// `--reduced-motion` plays as a `reducedMotion` event at time 0 does,
    /// and as a tuning file that asks for it; the summary says so.
    @Test func replayWithReducedMotion() throws {
        let main = FluidPaths.scripts.appendingPathComponent("drawer-main.json").path
        let evented = FluidPaths.scripts.appendingPathComponent("drawer-reduced-motion.json").path
        let flag = try runFluid(["replay", main, "--json", "--reduced-motion"])
        let event = try runFluid(["replay", evented, "--json"])
        let plain = try runFluid(["replay", main, "--json"])
        #expect(flag.status == 0 && flag.stdout == event.stdout && flag.stdout != plain.stdout)
        let dir = try TemporaryDirectory()
        let tuning = try dir.write("reduced.json", #"{"format": "fluid-tuning", "version": 1, "interface": "drawer", "values": {}, "reducedMotion": true}"#)
        #expect(try runFluid(["replay", main, "--json", "--tuning", tuning.path]).stdout == event.stdout)
        let summary = try runFluid(["replay", main, "--reduced-motion"])
        #expect(summary.stdout.hasPrefix("drawer at 120 fps, reduced motion\n"))
        #expect(summary.stdout.contains("overshoot = 0\n"))
    }

    @Test func exampleScriptsReplay() throws {
        let listed = try listedInterfaces()
        for file in try FluidPaths.exampleScripts() {
            let name = file.lastPathComponent
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let interface = try #require(object?["interface"] as? String, "\(name) has no interface")
            guard listed.contains(interface) else {
                expectFailure(try runFluid(["replay", file.path]), "unknown interface")
                continue
            }
            var results: [Double: [String: Any]] = [:]
            for fps in [60.0, 120, 144] {
                let run = try runFluid(["replay", file.path, "--json", "--fps", "\(fps)", "--at", "0.05", "--at", "0.02"])
                #expect(run.status == 0, "\(name) at \(fps) fps: \(run.stderr)")
                #expect(run.stderr.isEmpty)
                let topKeys = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  \"") }
                    .map { $0.dropFirst(3).prefix { $0 != "\"" } }.map(String.init)
                #expect(topKeys == ["interface", "final", "at", "events", "settled", "settledAt"], "\(name)")
                let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
                #expect(json["interface"] as? String == interface)
                let final = try #require(json["final"] as? [String: Any], "\(name): final")
                #expect(final["t"] is NSNumber)
                let at = try #require(json["at"] as? [[String: Any]])
                #expect(at.map { ($0["t"] as? NSNumber)?.doubleValue } == [0.05, 0.02])
                #expect(json["events"] is [Any])
                #expect(json["settled"] is Bool)
                #expect(json["settledAt"] is NSNumber || json["settledAt"] is NSNull)
                results[fps] = json
            }
            guard let reference = results[120] else { continue }
            for fps in [60.0, 144] {
                guard let other = results[fps] else { continue }
                let ignoreTime = object?["until"] as? String == "settled"
                let differences = numberDifferences(other["final"], reference["final"], ignoringTopLevel: ignoreTime ? ["t"] : [])
                #expect(differences.isEmpty, "\(name) at \(fps) fps: \(differences.prefix(5))")
                #expect(numberDifferences(other["at"], reference["at"], ignoringTopLevel: []).isEmpty, "\(name) at \(fps) fps")
                #expect((other["events"] as? NSArray) == (reference["events"] as? NSArray), "\(name) events at \(fps) fps")
                #expect(other["settled"] as? Bool == reference["settled"] as? Bool)
            }
            // The summary runs too.
            let summary = try runFluid(["replay", file.path, "--at", "0.05"])
            #expect(summary.status == 0, "\(name): \(summary.stderr)")
            #expect(summary.stdout.contains("final (t = "))
            #expect(summary.stdout.contains("at (t = 0.05)"))
            #expect(summary.stdout.contains("settled: "))
        }
    }

    /// `scripts/replay-examples` succeeds exactly when every example's
    /// interface is built in.
    @Test func replayExamplesScript() throws {
        guard let executable = FluidPaths.executable else { throw BuiltExecutable.NotBuilt(name: "fluid") }
        let root = ExampleScripts.repository
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/replay-examples").path, "--json"]
        process.environment = ProcessInfo.processInfo.environment.merging(["FLUID": executable.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let listed = try listedInterfaces()
        let allListed = try FluidPaths.exampleScripts().allSatisfy { file in
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            return listed.contains(object?["interface"] as? String ?? "")
        }
        #expect(process.terminationReason == .exit)
        #expect((process.terminationStatus == 0) == allListed)
    }
}

/// Paths where two JSON values (from JSONSerialization) differ: numbers by
/// more than 1e-6, anything else at all.
func numberDifferences(_ a: Any?, _ b: Any?, ignoringTopLevel: Set<String>, path: String = "") -> [String] {
    switch (a, b) {
    case (let x as [String: Any], let y as [String: Any]):
        let keys = Set(x.keys).union(y.keys).subtracting(path.isEmpty ? ignoringTopLevel : [])
        return keys.sorted().flatMap { numberDifferences(x[$0], y[$0], ignoringTopLevel: [], path: path + "." + $0) }
    case (let x as [Any], let y as [Any]):
        guard x.count == y.count else { return ["\(path): \(x.count) vs \(y.count) elements"] }
        return x.indices.flatMap { numberDifferences(x[$0], y[$0], ignoringTopLevel: [], path: "\(path)[\($0)]") }
    case (let x as NSNumber, let y as NSNumber) where !(x is Bool) && !(y is Bool):
        return isClose(x.doubleValue, y.doubleValue, tolerance: 1e-6) ? [] : ["\(path): \(x) vs \(y)"]
    default:
        let same = (a as? NSObject).map { $0.isEqual(b) } ?? (b == nil)
        return same ? [] : ["\(path): \(String(describing: a)) vs \(String(describing: b))"]
    }
}
