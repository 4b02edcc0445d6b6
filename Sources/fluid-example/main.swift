// A first look at FluidPhysics from the command line.
//
//   swift run fluid-example                 the curve of a spring, drawn in text
//   swift run fluid-example 0.6 0.2         the same for duration 0.6 s, bounce 0.2
//   swift run fluid-example --svg           an SVG chart of the presets (the README's picture)
//
// Bad numbers are reported with the parameter's name, never a crash.
import FluidPhysics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The motion of `spring` from 0 to 1 as a text chart, one row per sample.
func textChart(_ spring: Spring) -> String {
    var lines = [
        "\(spring)",
        "settles within 0.001 of its target after \(spring.settlingDuration) s (exact)",
        "",
    ]
    let width = 60.0
    let rows = 24
    let span = Swift.max(spring.settlingDuration, spring.duration)
    for step in 0...rows {
        let t = Double(step) * span / Double(rows)
        let x = spring.value(target: 1.0, time: t)
        let column = Swift.max(0, Swift.min(Int(width * 1.25), Int((x * width).rounded())))
        let marker = String(repeating: " ", count: column) + "●"
        let label = String(Int((t * 1000).rounded()))
        lines.append(String(repeating: " ", count: Swift.max(0, 5 - label.count)) + label + " ms |" + marker)
    }
    return lines.joined(separator: "\n")
}

/// An SVG chart of several springs from 0 to 1 over one second.
func svgChart() -> String {
    let curves: [(String, Spring, String)] = [
        (".smooth", .smooth, "#2a7ae2"),
        (".snappy", .snappy, "#16a34a"),
        (".bouncy", .bouncy, "#e2612a"),
        ("bounce −0.4", Spring(duration: 0.5, bounce: -0.4), "#8b5cf6"),
    ]
    let w = 640.0, h = 320.0, left = 48.0, top = 24.0, plotW = 560.0, plotH = 240.0
    func px(_ t: Double) -> Double { left + t * plotW }
    func py(_ v: Double) -> Double { top + plotH - v / 1.15 * plotH }
    var svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(w))" height="\(Int(h))" viewBox="0 0 \(Int(w)) \(Int(h))" font-family="sans-serif" font-size="12">
    <rect width="100%" height="100%" fill="white"/>
    <line x1="\(px(0))" y1="\(py(1))" x2="\(px(1))" y2="\(py(1))" stroke="#bbb" stroke-dasharray="4 4"/>
    <line x1="\(px(0))" y1="\(py(0))" x2="\(px(1))" y2="\(py(0))" stroke="#444"/>
    <line x1="\(px(0))" y1="\(py(0))" x2="\(px(0))" y2="\(py(1.15))" stroke="#444"/>
    <text x="\(px(1) - 60)" y="\(py(0) + 30)">time (s)</text>
    <text x="\(px(0) - 12)" y="\(py(1) + 4)" text-anchor="end">1</text>
    <text x="\(px(0) - 12)" y="\(py(0) + 4)" text-anchor="end">0</text>

    """
    for tick in stride(from: 0.0, through: 1.0, by: 0.25) {
        svg += "<text x=\"\(px(tick))\" y=\"\(py(0) + 16)\" text-anchor=\"middle\">\(tick)</text>\n"
    }
    for (index, (name, spring, colour)) in curves.enumerated() {
        var points: [String] = []
        for i in 0...200 {
            let t = Double(i) / 200
            points.append("\(px(t)),\(py(spring.value(target: 1.0, time: t)))")
        }
        svg += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" points=\"\(points.joined(separator: " "))\"/>\n"
        let y = top + 20 + Double(index) * 18
        svg += "<line x1=\"\(w - 150)\" y1=\"\(y + 110)\" x2=\"\(w - 130)\" y2=\"\(y + 110)\" stroke=\"\(colour)\" stroke-width=\"2.5\"/>"
        svg += "<text x=\"\(w - 124)\" y=\"\(y + 114)\">\(name)</text>\n"
    }
    svg += "</svg>\n"
    return svg
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--svg" {
    print(svgChart(), terminator: "")
    exit(0)
}
let numbers = arguments.map { Double($0) }
if let bad = numbers.firstIndex(where: { $0 == nil }) {
    print("error: '\(arguments[bad])' is not a number (usage: fluid-example [duration] [bounce] | --svg)")
    exit(2)
}
do {
    let spring = try Spring.validated(duration: numbers.first.flatMap { $0 } ?? 0.5,
                                      bounce: numbers.dropFirst().first.flatMap { $0 } ?? 0.3)
    print(textChart(spring))
} catch {
    print("error: \(error)")
    exit(2)
}
