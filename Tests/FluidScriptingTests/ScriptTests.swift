import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting
import FluidTestSupport
import Foundation
import Testing

/// The brief's example script, verbatim.
let exampleScript = #"""
{ "format": "fluid-gesture-script", "version": 1, "interface": "pip",
  "viewport": { "width": 390, "height": 844, "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
  "events": [ { "t": 0.000, "phase": "began", "pointer": 1, "x": 330, "y": 720 },
              { "t": 0.008, "phase": "moved", "pointer": 1, "x": 327, "y": 702, "force": 0.2 },
              { "t": 0.090, "phase": "ended", "pointer": 1, "x": 300, "y": 560 } ],
  "until": "settled" }
"""#

/// A script with the example's header and the given parts.
func scriptText(events: String = #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2 }"#,
                until: String = #""settled""#, interface: String = #""pip""#,
                viewport: String = #"{ "width": 390, "height": 844 }"#) -> String {
    #"{ "format": "fluid-gesture-script", "version": 1, "interface": "# + interface
        + #", "viewport": "# + viewport + #", "events": ["# + events + #"], "until": "# + until + " }"
}

private let interfaces = ["pip", "drawer"]

@Suite("Gesture scripts: JSON parsing, schema, writing")
struct ScriptTests {
    // MARK: The format

    @Test func parsesTheBriefsExample() throws {
        let script = try GestureScript(parsing: exampleScript, interfaces: interfaces)
        #expect(script.interface == "pip")
        #expect(script.viewport == Viewport(width: 390, height: 844, safeArea: .init(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(script.until == .settled)
        #expect(script.events == [
            .touch(ScriptTouch(time: 0, phase: .began, pointer: 1, x: 330, y: 720)),
            .touch(ScriptTouch(time: 0.008, phase: .moved, pointer: 1, x: 327, y: 702, force: 0.2)),
            .touch(ScriptTouch(time: 0.090, phase: .ended, pointer: 1, x: 300, y: 560)),
        ])
        let touches = script.touches
        #expect(touches.count == 3)
        #expect(touches[1] == TouchEvent.moved(1, to: Point(x: 327, y: 702), time: 0.008, force: 0.2))
        #expect(touches[1].maximumForce == nil)
        #expect(touches[0].force == nil)
        #expect(touches[2].phase == .ended)
        #expect(script.lastEventTime == 0.090)
    }

    @Test func optionalPartsAndSystemEvents() throws {
        let text = scriptText(events: #"""
            { "t": 0, "phase": "began", "pointer": 0, "x": -5, "y": 1e3 },
            { "t": 0.5, "system": { "appearance": "dark" } },
            { "t": 0.5, "phase": "cancelled", "pointer": 0, "x": 1, "y": 2 },
            { "t": 0.7, "system": { "appearance": "light" } },
            { "t": 0.8, "system": { "reducedMotion": true } },
            { "t": 0.9, "system": { "reducedMotion": false } },
            { "t": 1.0, "action": "moveToTopLeft" }
            """#, until: "2.5")
        let script = try GestureScript(parsing: text, interfaces: interfaces)
        #expect(script.viewport.safeArea == .zero)
        #expect(script.until == .time(2.5))
        #expect(script.events[1] == .system(time: 0.5, appearance: .dark))
        #expect(script.events[3] == .system(time: 0.7, appearance: .light))
        #expect(script.events[4] == .motion(time: 0.8, preference: .reduced))
        #expect(script.events[5] == .motion(time: 0.9, preference: .full))
        #expect(script.events[4].jsonValue.jsonText() == #"{"t":0.8,"system":{"reducedMotion":true}}"#)
        #expect(script.events[6] == .action(time: 1.0, name: "moveToTopLeft"))
        #expect(script.events[6].jsonValue.jsonText() == #"{"t":1,"action":"moveToTopLeft"}"#)
        #expect(script.touches.map(\.phase) == [.began, .cancelled])
        #expect(script.touches[0].location == Point(x: -5, y: 1000))
        #expect(script.lastEventTime == 1.0)
        // A pointer may still be down at the end; no events at all is fine too.
        _ = try GestureScript(parsing: scriptText(until: "0"), interfaces: interfaces)
        _ = try GestureScript(parsing: scriptText(events: "", until: "0"), interfaces: interfaces)
    }

    // MARK: Errors, with their exact messages

    /// Syntax errors: the line and column of the first problem.
    static let syntaxCases: [(String, String)] = [
        ("", "line 1, column 1: the text is empty, expected a JSON value"),
        ("  \n ", "line 2, column 2: the text is empty, expected a JSON value"),
        (#"{"a": 1,}"#, "line 1, column 9: trailing comma before '}'"),
        ("[1,]", "line 1, column 4: trailing comma before ']'"),
        (#"{"a": 1, "a": 2}"#, #"line 1, column 10: duplicate key "a""#),
        ("[01]", "line 1, column 2: leading zeros are not allowed in numbers"),
        ("{\n  \"t\": NaN\n}", "line 2, column 8: NaN and Infinity are not JSON numbers (numbers must be finite)"),
        ("[-Infinity]", "line 1, column 2: NaN and Infinity are not JSON numbers (numbers must be finite)"),
        ("[\"a\u{01}\"]", #"line 1, column 4: control character 0x01 in a string (write it as an escape such as \n)"#),
        (#"["\x"]"#, #"line 1, column 3: invalid escape in a string (expected one of \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        (#"["\uD83D"]"#, #"line 1, column 3: unpaired surrogate \uD83D (a high surrogate needs a low one after it)"#),
        (#"["\uD83D\u0041"]"#, #"line 1, column 3: unpaired surrogate \uD83D (a high surrogate needs a low one after it)"#),
        (#"["\uDE00"]"#, #"line 1, column 3: unpaired surrogate \uDE00 (a low surrogate needs a high one before it)"#),
        (#"["\u12G4"]"#, #"line 1, column 3: a \u escape needs four hexadecimal digits"#),
        (#"{"a": 1} x"#, "line 1, column 10: unexpected 'x' after the JSON value"),
        (#"{"a" 1}"#, "line 1, column 6: unexpected '1', expected ':' after the key"),
        (#"{"a": 1 "b": 2}"#, #"line 1, column 9: unexpected '"', expected ',' or '}' after an object member"#),
        ("[1 2]", "line 1, column 4: unexpected '2', expected ',' or ']' after an array element"),
        (#"{"a": tru}"#, "line 1, column 7: invalid literal, expected true, false or null"),
        ("[1.]", "line 1, column 4: unexpected ']', expected a digit after '.'"),
        ("[1e]", "line 1, column 4: unexpected ']', expected a digit in the exponent"),
        ("[-]", "line 1, column 3: unexpected ']', expected a digit"),
        (#"["abc"#, "line 1, column 2: unterminated string (it starts here)"),
        ("{", "line 1, column 2: unexpected end of text, expected a string key"),
        ("{1: 2}", "line 1, column 2: unexpected '1', expected a string key"),
        ("[+1]", "line 1, column 2: unexpected '+', expected a value"),
        ("\u{00E9}", "line 1, column 1: unexpected non-ASCII character, expected a value"),
        ("[\"\u{00E9}\", x]", "line 1, column 7: unexpected 'x', expected a value"),
        ("{\"a\":\n\n   [1,\n    2,\n    }", "line 5, column 5: unexpected '}', expected a value"),
    ]

    @Test(arguments: syntaxCases)
    func syntaxErrors(text: String, message: String) {
        #expect(throws: ScriptError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == message)
            if case .text = error.location {} else { Issue.record("expected a text location, got \(error.location)") }
        }
    }

    /// Bytes that are not UTF-8, inside strings.
    @Test func invalidUTF8() throws {
        let cases: [([UInt8], String)] = [
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], "line 1, column 3: invalid UTF-8 (byte 0xFF)"),
            ([0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], "line 1, column 3: invalid UTF-8 (byte 0xC0)"), // overlong
            ([0x5B, 0x22, 0xE0, 0x80, 0x80, 0x22, 0x5D], "line 1, column 4: invalid UTF-8 (byte 0x80)"), // overlong
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "line 1, column 4: invalid UTF-8 (byte 0xA0)"), // a surrogate
            ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], "line 1, column 4: invalid UTF-8 (byte 0x90)"), // > U+10FFFF
            ([0x5B, 0x22, 0xE2, 0x82], "line 1, column 3: invalid UTF-8 (the text ends inside a character)"),
        ]
        for (bytes, message) in cases {
            do {
                let value = try JSONParser.parse(utf8: bytes)
                Issue.record("parsed \(bytes) as \(value)")
            } catch {
                #expect(error.description == message)
            }
        }
        // Valid multi-byte characters pass, and columns count characters.
        #expect(try JSONParser.parse(utf8: Array("[\"é€😀\"]".utf8)) == .array([.string("é€😀")]))
        #expect(throws: ScriptError(.text(line: 1, column: 8), "unexpected 'x' after the JSON value")) {
            try JSONParser.parse("[\"é€😀\"]x")
        }
    }

    @Test func depthAndSizeLimits() throws {
        let deep64 = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONParser.parse(deep64) != .null)
        let deep65 = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: ScriptError(.text(line: 1, column: 65), "nesting deeper than 64 levels")) { try JSONParser.parse(deep65) }
        let mixed = String(repeating: #"{"a":["#, count: 40) // depth 80, no closing
        #expect(throws: ScriptError.self) { try JSONParser.parse(mixed) }
        // Far deeper than any stack allows: still an error, not a crash.
        #expect(throws: ScriptError.self) { try JSONParser.parse(String(repeating: "[", count: 1_000_000)) }
        let limits = JSONParser.Limits(maximumDepth: 64, maximumBytes: 10)
        #expect(throws: ScriptError(.none, "the text is 11 bytes, more than the limit of 10 bytes")) {
            try JSONParser.parse("[1,2,3,4,5]", limits: limits)
        }
        #expect(try JSONParser.parse("[1,2,3,45]", limits: limits).array?.count == 4)
    }

    @Test func parserValues() throws {
        let value = try JSONParser.parse("\u{FEFF} {\"z\": 1, \"a\": [true, false, null, -0, 1.5e2, 1E-2, 0.25], \"m\": {}, \"e\": []} ")
        #expect(value == .object([
            .init("z", .number(1)),
            .init("a", .array([.bool(true), .bool(false), .null, .number(0), .number(150), .number(0.01), .number(0.25)])),
            .init("m", .object([])), .init("e", .array([])),
        ]))
        let strings = try JSONParser.parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC\uD83D\uDE00", "\u0000", "é"]"#)
        #expect(strings == .array([.string("\"\\/\u{08}\u{0C}\n\r\t"), .string("é€😀"), .string("\u{0}"), .string("é")]))
        #expect(try JSONParser.parse("1e999") == .number(.infinity))
        #expect(try JSONParser.parse("-1e999") == .number(-.infinity))
        #expect(try JSONParser.parse("1e-999") == .number(0))
        #expect(try JSONParser.parse("123456789012345678901234567890") == .number(123456789012345677877719597056))
    }

    /// Schema errors: the path of the offending value.
    static let schemaCases: [(String, String)] = [
        ("[]", "expected a JSON object, got an array"),
        (#"{"format": "fluid-gesture-script"}"#, #"missing key "version""#),
        (scriptText().replacingFirst(#""until": "settled""#, with: #""until": "settled", "speed": 2"#),
         #"unknown key "speed" (expected format, version, interface, viewport, events and until)"#),
        (scriptText().replacingFirst(#""fluid-gesture-script""#, with: #""gesture""#),
         #"format: must be "fluid-gesture-script" (got "gesture")"#),
        (scriptText().replacingFirst(#""version": 1"#, with: #""version": 2"#),
         "version: unsupported version 2 (this program reads version 1)"),
        (scriptText().replacingFirst(#""version": 1"#, with: #""version": "1""#), "version: expected a number, got a string"),
        (scriptText(interface: "7"), "interface: expected a string, got a number"),
        (scriptText(viewport: "390"), "viewport: expected an object, got a number"),
        (scriptText(viewport: #"{ "width": 390 }"#), #"viewport: missing key "height""#),
        (scriptText(viewport: #"{ "width": 0, "height": 844 }"#),
         "viewport.width: must be greater than 0 and at most 100000 points (got 0)"),
        (scriptText(viewport: #"{ "width": 390, "height": 1e999 }"#), "viewport.height: not a finite number"),
        (scriptText(viewport: #"{ "width": 390, "height": 844, "safeArea": { "top": 1, "left": 0, "bottom": 0, "right": 0, "middle": 3 } }"#),
         #"viewport.safeArea: unknown key "middle" (expected top, left, bottom and right)"#),
        (scriptText(viewport: #"{ "width": 390, "height": 844, "safeArea": { "top": 1, "left": 0, "bottom": 0 } }"#),
         #"viewport.safeArea: missing key "right""#),
        (scriptText(viewport: #"{ "width": 390, "height": 844, "safeArea": { "top": -1, "left": 0, "bottom": 0, "right": 0 } }"#),
         "viewport.safeArea.top: must be at least 0 (got -1)"),
        (scriptText(viewport: #"{ "width": 390, "height": 844, "safeArea": { "top": 500, "left": 0, "bottom": 400, "right": 0 } }"#),
         "viewport.safeArea: top + bottom (900) must be less than the height (844)"),
        (scriptText(viewport: #"{ "width": 390, "height": 844, "safeArea": { "top": 0, "left": 200, "bottom": 0, "right": 190.5 } }"#),
         "viewport.safeArea: left + right (390.5) must be less than the width (390)"),
        (scriptText().replacingFirst(#""events": ["#, with: #""events": {"a": ["#).replacingFirst("}], ", with: "}]}, "),
         "events: expected an array, got an object"),
        (scriptText(events: "3"), "events[0]: expected an object, got a number"),
        (scriptText(events: #"{ "t": 0, "pointer": 1, "x": 1, "y": 2 }"#), #"events[0]: missing key "phase""#),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.1, "phase": "moved", "pointer": 1, "x": 1, "y": 2, "forse": 0.5 }"#),
         #"events[1]: unknown key "forse" (expected t, phase, pointer, x, y and force)"#),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": "1", "y": 2 }"#), "events[0].x: expected a number, got a string"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": null }"#), "events[0].y: expected a number, got null"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1e999, "y": 2 }"#), "events[0].x: not a finite number"),
        (scriptText(events: #"{ "t": -1e999, "phase": "began", "pointer": 1, "x": 1, "y": 2 }"#), "events[0].t: not a finite number"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2, "force": 1e999 }"#), "events[0].force: not a finite number"),
        (scriptText(events: #"{ "t": -0.1, "phase": "began", "pointer": 1, "x": 1, "y": 2 }"#), "events[0].t: time must be at least 0 (got -0.100)"),
        (scriptText(events: #"{ "t": 0.130, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.120, "phase": "moved", "pointer": 1, "x": 1, "y": 2 }"#),
         "events[1].t: time goes backwards (0.120 after 0.130)"),
        (scriptText(events: #"{ "t": 0.1301, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.1300, "phase": "moved", "pointer": 1, "x": 1, "y": 2 }"#),
         "events[1].t: time goes backwards (0.13 after 0.1301)"),
        (scriptText(events: #"{ "t": 601, "phase": "began", "pointer": 1, "x": 1, "y": 2 }"#), "events[0].t: time must be at most 600 seconds (got 601.000)"),
        (scriptText(events: #"{ "t": 0, "phase": "hover", "pointer": 1, "x": 1, "y": 2 }"#),
         #"events[0].phase: unknown phase "hover" (expected began, moved, ended or cancelled)"#),
        (scriptText(events: #"{ "t": 0, "phase": 1, "pointer": 1, "x": 1, "y": 2 }"#), "events[0].phase: expected a string, got a number"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1.5, "x": 1, "y": 2 }"#),
         "events[0].pointer: must be an integer from 0 to 2147483647 (got 1.5)"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": -1, "x": 1, "y": 2 }"#),
         "events[0].pointer: must be an integer from 0 to 2147483647 (got -1)"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1e12, "x": 1, "y": 2 }"#),
         "events[0].pointer: must be an integer from 0 to 2147483647 (got 1000000000000)"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.1, "phase": "moved", "pointer": 2, "x": 1, "y": 2 }"#),
         "events[1]: moved before began for pointer 2"),
        (scriptText(events: #"{ "t": 0, "phase": "ended", "pointer": 1, "x": 1, "y": 2 }"#), "events[0]: ended before began for pointer 1"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0, "phase": "cancelled", "pointer": 1, "x": 1, "y": 2 }, { "t": 0, "phase": "cancelled", "pointer": 1, "x": 1, "y": 2 }"#),
         "events[2]: cancelled before began for pointer 1"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2 }, { "t": 0.2, "phase": "began", "pointer": 1, "x": 1, "y": 2 }"#),
         "events[1]: began for pointer 1, which is already down"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2, "force": 1.5 }"#), "events[0].force: must be from 0 to 1 (got 1.5)"),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2, "force": -0.25 }"#), "events[0].force: must be from 0 to 1 (got -0.25)"),
        (scriptText(events: #"{ "t": 0, "system": { "appearance": "blue" } }"#),
         #"events[0].system.appearance: unknown appearance "blue" (expected light or dark)"#),
        (scriptText(events: #"{ "t": 0, "system": { "appearance": "dark" }, "phase": "began" }"#),
         #"events[0]: unknown key "phase" (expected t and system)"#),
        (scriptText(events: #"{ "t": 0, "system": { } }"#), #"events[0].system: expected exactly one of "appearance" and "reducedMotion""#),
        (scriptText(events: #"{ "t": 0, "system": { "appearance": "dark", "reducedMotion": true } }"#),
         #"events[0].system: expected exactly one of "appearance" and "reducedMotion""#),
        (scriptText(events: #"{ "t": 0, "action": 3 }"#), #"events[0].action: expected a string, got a number"#),
        (scriptText(events: #"{ "t": 0, "action": "" }"#), #"events[0].action: an action needs a name"#),
        (scriptText(events: #"{ "t": 0, "action": "open", "x": 1 }"#), #"events[0]: unknown key "x" (expected t and action)"#),
        (scriptText(events: #"{ "t": 0, "system": { "reducedMotion": "yes" } }"#),
         #"events[0].system.reducedMotion: expected true or false, got a string"#),
        (scriptText(events: #"{ "t": 0, "system": "dark" }"#), "events[0].system: expected an object, got a string"),
        (scriptText(until: "-1"), "until: time must be at least 0 (got -1.000)"),
        (scriptText(events: #"{ "t": 0.090, "phase": "began", "pointer": 1, "x": 1, "y": 2 }"#, until: "0.05"),
         "until: 0.050 is before the last event (0.090)"),
        (scriptText(until: "1000"), "until: time must be at most 600 seconds (got 1000.000)"),
        (scriptText(until: "1e999"), "until: not a finite number"),
        (scriptText(until: #""forever""#), #"until: expected a number of seconds or "settled", got "forever""#),
        (scriptText(until: "null"), #"until: expected a number of seconds or "settled", got null"#),
        (scriptText(interface: #""pipp""#), #"interface: unknown interface "pipp" (known interfaces: pip, drawer)"#),
        (scriptText(events: #"{ "t": 0, "phase": "began", "pointer": 1, "x": 1, "y": 2, "a\nb": 1 }"#),
         #"events[0]: unknown key "a\nb" (expected t, phase, pointer, x, y and force)"#),
    ]

    @Test(arguments: schemaCases)
    func schemaErrors(text: String, message: String) {
        do {
            let script = try GestureScript(parsing: text, interfaces: interfaces)
            Issue.record("accepted \(script)")
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
            if case .path = error.location {} else { Issue.record("expected a path location, got \(error.location)") }
        }
    }

    @Test func unknownInterfaceWithNoneAvailable() {
        #expect(throws: ScriptError.at("interface", #"unknown interface "pip" (no interfaces are available)"#)) {
            try GestureScript(parsing: exampleScript, interfaces: [])
        }
    }

    /// The interface is checked last, so other problems show even where the
    /// interface does not exist.
    @Test func interfaceIsCheckedLast() {
        let text = scriptText(events: #"{ "t": 0, "phase": "moved", "pointer": 1, "x": 1, "y": 2 }"#, interface: #""nope""#)
        #expect(throws: ScriptError.at("events[0]", "moved before began for pointer 1")) {
            try GestureScript(parsing: text, interfaces: [])
        }
    }

    /// A script built in code is checked the same way.
    @Test func validateBuiltScripts() {
        var script = GestureScript(interface: "pip", viewport: .phone, events: [
            .touch(ScriptTouch(time: 0, phase: .began, pointer: 1, x: .nan, y: 0)),
        ], until: .settled)
        #expect(throws: ScriptError.at("events[0].x", "not a finite number")) { try script.validate(interfaces: ["pip"]) }
        script.events = [.touch(ScriptTouch(time: .infinity, phase: .began, pointer: 1, x: 0, y: 0))]
        #expect(throws: ScriptError.at("events[0].t", "not a finite number")) { try script.validate(interfaces: ["pip"]) }
        script.events = [.touch(ScriptTouch(time: 0, phase: .began, pointer: 1, x: 0, y: 0, force: .nan))]
        #expect(throws: ScriptError.at("events[0].force", "not a finite number")) { try script.validate(interfaces: ["pip"]) }
        script.events = [.touch(ScriptTouch(time: 0, phase: .began, pointer: Int.max, x: 0, y: 0))]
        #expect(throws: ScriptError.self) { try script.validate(interfaces: ["pip"]) }
        script.events = []
        script.viewport = Viewport(width: .nan, height: 1)
        #expect(throws: ScriptError.at("viewport.width", "not a finite number")) { try script.validate(interfaces: ["pip"]) }
        script.viewport = .phone
        script.until = .time(.nan)
        #expect(throws: ScriptError.at("until", "not a finite number")) { try script.validate(interfaces: ["pip"]) }
        script.until = .settled
        #expect(throws: Never.self) { try script.validate(interfaces: ["pip"]) }
    }

    // MARK: Writing

    @Test func writerNumbers() {
        let cases: [(Double, String)] = [
            (3, "3"), (-120, "-120"), (-0.0, "0"), (0.1, "0.1"), (1.5, "1.5"), (-2.25, "-2.25"),
            (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"), (1e16, "1e+16"), (1e-7, "1e-07"), (2.5e20, "2.5e+20"),
            (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (0.1 + 0.2, "0.30000000000000004"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ]
        for (value, text) in cases {
            #expect(InteractionValue.jsonNumber(value) == text, "\(value)")
        }
    }

    @Test func writerLayout() {
        let value: InteractionValue = .object([
            .init("b", .number(1)),
            .init("a", .array([.bool(true), .null, .string("x\"\n\\\u{1F}é")])),
            .init("m", .object([])), .init("e", .array([])),
            .init("o", .object([.init("k", .number(0.5))])),
        ])
        #expect(value.jsonText() == #"{"b":1,"a":[true,null,"x\"\n\\\u001fé"],"m":{},"e":[],"o":{"k":0.5}}"#)
        #expect(value.jsonText(pretty: true) == #"""
            {
              "b": 1,
              "a": [
                true,
                null,
                "x\"\n\\\u001fé"
              ],
              "m": {},
              "e": [],
              "o": {
                "k": 0.5
              }
            }
            """#)
        #expect(InteractionValue.number(.nan).jsonText() == "null")
        #expect(InteractionValue.jsonQuoted("\u{08}\u{0C}\r\t\u{0}\u{7F}\u{2028}") == "\"\\b\\f\\r\\t\\u0000\u{7F}\u{2028}\"")
    }

    /// write → parse gives the same value, compact and pretty, for random trees.
    @Test func writerRoundTrip() throws {
        var random = SeededRandom(seed: 0x5C21_97)
        for i in 0..<2_000 {
            let value = Self.randomValue(&random, depth: 0)
            let compact = value.jsonText()
            let pretty = value.jsonText(pretty: true)
            let back = try JSONParser.parse(compact)
            #expect(back == value, "case \(i): \(compact)")
            #expect(try JSONParser.parse(pretty) == value, "case \(i)")
            #expect(back.jsonText() == compact)
        }
    }

    /// A script written with `jsonValue` reads back equal.
    @Test func scriptRoundTrip() throws {
        var random = SeededRandom(seed: 77)
        for _ in 0..<300 {
            let script = Self.randomScript(&random)
            let text = script.jsonValue.jsonText(pretty: random.chance(0.5))
            #expect(try GestureScript(parsing: text, interfaces: interfaces) == script)
        }
        let example = try GestureScript(parsing: exampleScript, interfaces: interfaces)
        #expect(try GestureScript(parsing: example.jsonValue.jsonText(), interfaces: interfaces) == example)
    }

    // MARK: Fuzz

    /// 24 000 random mutations of valid scripts and random byte strings:
    /// every one gives a script or a one-line `ScriptError`, never a trap; and
    /// every accepted script writes and reads back equal.
    @Test func fuzz() {
        var random = SeededRandom(seed: 0xF1_0D)
        var bases = [Array(exampleScript.utf8)]
        for _ in 0..<20 {
            bases.append(Array(Self.randomScript(&random, maximumEvents: 8).jsonValue.jsonText(pretty: random.chance(0.5)).utf8))
        }
        let tokens: [String] = [
            "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "\\uDC00", "0", "-", ".", "e", "1e999", "-1e999",
            "NaN", "Infinity", "null", "true", "\"t\"", "\"phase\"", "\"began\"", "\"moved\"", "\"ended\"", "\"cancelled\"",
            "\"settled\"", "\"system\"", "\"force\": 2", "\"pointer\": 1.5", " ", "\n", "\u{0}", "é", "😀", "00", "1.", "\u{FEFF}",
        ]
        var accepted = 0
        var rejected = 0
        var problems: [String] = []
        for i in 0..<24_000 {
            var bytes: [UInt8]
            if i % 8 == 7 {
                // Random bytes, often JSON-ish.
                let count = Int.random(in: 0...120, using: &random)
                let alphabet = Array("{}[]\":,0123456789.-eEtrufalsn \\".utf8)
                bytes = (0..<count).map { _ in
                    random.chance(0.7) ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
                }
            } else {
                bytes = bases.randomElement(using: &random)!
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    Self.mutate(&bytes, tokens: tokens, random: &random)
                }
            }
            do {
                let script = try GestureScript(utf8: bytes, interfaces: interfaces)
                accepted += 1
                let again = try? GestureScript(parsing: script.jsonValue.jsonText(), interfaces: interfaces)
                if again != script { problems.append("round trip of case \(i)") }
            } catch {
                rejected += 1
                let message = error.description
                if message.isEmpty || message.contains("\n") || message.contains("\r") {
                    problems.append("case \(i): \(message)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(accepted + rejected == 24_000)
        // Both outcomes are common, so the mutations exercise both paths.
        #expect(accepted > 1_000, "accepted \(accepted)")
        #expect(rejected > 10_000, "rejected \(rejected)")
    }

    static func mutate(_ bytes: inout [UInt8], tokens: [String], random: inout SeededRandom) {
        let n = bytes.count
        let at = n == 0 ? 0 : Int.random(in: 0..<n, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where n > 0: // replace a byte
            bytes[at] = random.chance(0.5) ? UInt8.random(in: 0...255, using: &random)
                : Array("{}[]\":,0123456789.-eE".utf8).randomElement(using: &random)!
        case 1 where n > 0: // delete a range
            bytes.removeSubrange(at..<Swift.min(n, at + Int.random(in: 1...8, using: &random)))
        case 2: // insert a token
            bytes.insert(contentsOf: Array(tokens.randomElement(using: &random)!.utf8), at: at)
        case 3 where n > 0: // duplicate a slice
            let end = Swift.min(n, at + Int.random(in: 1...60, using: &random))
            let slice = Array(bytes[at..<end])
            bytes.insert(contentsOf: slice, at: Int.random(in: 0...n, using: &random))
        case 4 where n > 0: // truncate
            bytes.removeSubrange(at...)
        case 5: // change a digit (times go backwards, forces leave 0…1, …)
            if let i = bytes.indices.filter({ (0x30...0x39).contains(bytes[$0]) }).randomElement(using: &random) {
                bytes[i] = UInt8.random(in: 0x30...0x39, using: &random)
            }
        default: // swap a phase name
            let phases = ["began", "moved", "ended", "cancelled", "settled", "dark"]
            let text = String(decoding: bytes, as: UTF8.self)
            let from = phases.randomElement(using: &random)!
            let to = phases.randomElement(using: &random)!
            bytes = Array(text.replacingFirst("\"\(from)\"", with: "\"\(to)\"").utf8)
        }
    }

    // MARK: Random values

    static func randomString(_ random: inout SeededRandom) -> String {
        let pool: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "€", "😀", "\u{2028}", "\u{FEFF}"]
        var s = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &random) { s.append(pool.randomElement(using: &random)!) }
        return String(s)
    }

    static func randomNumber(_ random: inout SeededRandom) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return Double(Int.random(in: -1000...1000, using: &random))
        case 1: return random.uniform(-1000...1000)
        case 2:
            while true {
                let d = Double(bitPattern: random.next())
                if d.isFinite { return d }
            }
        default: return [0, -0.0, 1e15, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1].randomElement(using: &random)!
        }
    }

    static func randomValue(_ random: inout SeededRandom, depth: Int) -> InteractionValue {
        switch Int.random(in: 0..<(depth > 4 ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .number(randomNumber(&random))
        case 3: return .string(randomString(&random))
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var fields: [InteractionValue.Field] = []
            var keys = Set<String>()
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let key = randomString(&random)
                if keys.insert(key).inserted { fields.append(.init(key, randomValue(&random, depth: depth + 1))) }
            }
            return .object(fields)
        }
    }

    /// A valid script with random touches (pointers going down and up in
    /// order) and system events.
    static func randomScript(_ random: inout SeededRandom, maximumEvents: Int = 30) -> GestureScript {
        var events: [ScriptEvent] = []
        var t = 0.0
        var down = Set<Int>()
        for _ in 0..<Int.random(in: 0...maximumEvents, using: &random) {
            t += random.chance(0.2) ? 0 : random.uniform(0...0.05)
            if random.chance(0.1) {
                events.append(.system(time: t, appearance: random.chance(0.5) ? .dark : .light))
                continue
            }
            if random.chance(0.05) {
                events.append(.motion(time: t, preference: random.chance(0.5) ? .reduced : .full))
                continue
            }
            if random.chance(0.05) {
                events.append(.action(time: t, name: random.chance(0.5) ? "moveToTopLeft" : "stash"))
                continue
            }
            let pointer = Int.random(in: 0...3, using: &random)
            let phase: ScriptTouch.Phase = down.contains(pointer)
                ? [.moved, .moved, .ended, .cancelled].randomElement(using: &random)! : .began
            if phase == .began { down.insert(pointer) } else if phase != .moved { down.remove(pointer) }
            let force: Double? = random.chance(0.3) ? random.uniform(0...1) : nil
            events.append(.touch(ScriptTouch(time: t, phase: phase, pointer: pointer, x: random.uniform(-50...450),
                                             y: random.uniform(-50...900), force: force)))
        }
        let until: ScriptEnd = random.chance(0.5) ? .settled : .time(t + random.uniform(0...2))
        let insets = Viewport.SafeArea(top: Double(Int.random(in: 0...60, using: &random)), left: 0,
                                       bottom: random.uniform(0...40), right: 0)
        return GestureScript(interface: interfaces.randomElement(using: &random)!,
                             viewport: Viewport(width: random.uniform(100...1000), height: random.uniform(200...1200), safeArea: insets),
                             events: events, until: until)
    }
}

extension String {
    /// The text with its first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
