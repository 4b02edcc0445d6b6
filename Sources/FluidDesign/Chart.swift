/// A line chart drawn as SVG with no dependencies: labelled axes with
/// "nice" ticks and units, any number of series, horizontal reference lines
/// (a target) and vertical markers (a settling time), and a legend — the
/// charts of WWDC23's "Animate with springs", for a spring's value and
/// velocity over time.
public struct Chart: Hashable, Sendable {
    /// One line.
    public struct Series: Hashable, Sendable {
        /// The legend's label.
        public var name: String
        /// A CSS colour ("#0A84FF").
        public var color: String
        /// (x, y) points in data units, in x order.
        public var points: [Point2]
        /// Dashed instead of solid.
        public var dashed: Bool

        /// Creates a series.
        public init(name: String, color: String, points: [Point2], dashed: Bool = false) {
            self.name = name
            self.color = color
            self.points = points
            self.dashed = dashed
        }
    }

    /// A point in data units.
    public struct Point2: Hashable, Sendable {
        /// Horizontal coordinate (usually seconds).
        public var x: Double
        /// Vertical coordinate.
        public var y: Double
        /// Creates a point.
        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A reference line across (`horizontal`, at y) or up the chart (at x).
    public struct Guide: Hashable, Sendable {
        /// Position in data units.
        public var value: Double
        /// Label drawn beside it.
        public var label: String
        /// A line at y = value (true) or x = value (false).
        public var horizontal: Bool
        /// A CSS colour.
        public var color: String

        /// Creates a guide.
        public init(value: Double, label: String, horizontal: Bool, color: String = "#8E8E93") {
            self.value = value
            self.label = label
            self.horizontal = horizontal
            self.color = color
        }
    }

    /// Title above the chart.
    public var title: String
    /// Label of the x axis, with its unit ("time (s)").
    public var xLabel: String
    /// Label of the y axis, with its unit.
    public var yLabel: String
    /// The lines.
    public var series: [Series]
    /// Reference lines.
    public var guides: [Guide]

    /// Creates a chart.
    public init(title: String, xLabel: String, yLabel: String, series: [Series], guides: [Guide] = []) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
        self.guides = guides
    }

    /// Tick positions covering `low…high` at a step of 1, 2 or 5 × 10ⁿ,
    /// about `count` of them.
    public static func ticks(_ low: Double, _ high: Double, count: Int = 5) -> [Double] {
        guard low.isFinite, high.isFinite, high > low else { return [low] }
        let raw = (high - low) / Double(Swift.max(count, 1))
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var t = (low / step).rounded(.up) * step
        var out: [Double] = []
        while t <= high + step * 1e-9, out.count < 50 {
            out.append(Swift.abs(t) < step * 1e-9 ? 0 : t)
            t += step
        }
        return out
    }

    /// The chart as an SVG `<g>` group of `width` × `height` pixels placed at (`x`, `y`).
    public func svgGroup(x originX: Double, y originY: Double, width: Double, height: Double) -> String {
        let left = 64.0, right = 16.0, top = 34.0, bottom = 44.0
        let plotW = Swift.max(width - left - right, 10), plotH = Swift.max(height - top - bottom, 10)
        let xs = series.flatMap { $0.points.map { $0.x } } + guides.filter { !$0.horizontal }.map { $0.value }
        let ys = series.flatMap { $0.points.map { $0.y } } + guides.filter { $0.horizontal }.map { $0.value }
        var x0 = xs.filter { $0.isFinite }.min() ?? 0, x1 = xs.filter { $0.isFinite }.max() ?? 1
        var y0 = ys.filter { $0.isFinite }.min() ?? 0, y1 = ys.filter { $0.isFinite }.max() ?? 1
        if x1 <= x0 { x1 = x0 + 1 }
        if y1 <= y0 { y0 -= 0.5; y1 += 0.5 }
        let pad = (y1 - y0) * 0.06
        y0 -= pad; y1 += pad
        x0 = Swift.min(x0, 0)
        func px(_ x: Double) -> Double { left + (x - x0) / (x1 - x0) * plotW }
        func py(_ y: Double) -> Double { top + (1 - (y - y0) / (y1 - y0)) * plotH }
        func f(_ v: Double) -> String { DecimalFormat.fixed(v, places: 2) }
        var s = "<g transform=\"translate(\(f(originX)),\(f(originY)))\">\n"
        s += "<text x=\"\(f(left))\" y=\"20\" font-size=\"15\" font-weight=\"600\" fill=\"#E5E5EA\">\(Self.escape(title))</text>\n"
        // Grid and ticks.
        for t in Self.ticks(y0, y1) {
            s += "<line x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(py(t)))\" y2=\"\(f(py(t)))\" stroke=\"#2C2C2E\" stroke-width=\"1\"/>"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(py(t) + 4))\" font-size=\"11\" fill=\"#8E8E93\" text-anchor=\"end\">\(DecimalFormat.format(t, significantDigits: 6))</text>\n"
        }
        for t in Self.ticks(x0, x1) {
            s += "<line x1=\"\(f(px(t)))\" x2=\"\(f(px(t)))\" y1=\"\(f(top))\" y2=\"\(f(top + plotH))\" stroke=\"#2C2C2E\" stroke-width=\"1\"/>"
            s += "<text x=\"\(f(px(t)))\" y=\"\(f(top + plotH + 16))\" font-size=\"11\" fill=\"#8E8E93\" text-anchor=\"middle\">\(DecimalFormat.format(t, significantDigits: 6))</text>\n"
        }
        s += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#48484A\" stroke-width=\"1\"/>\n"
        s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(height - 6))\" font-size=\"12\" fill=\"#E5E5EA\" text-anchor=\"middle\">\(Self.escape(xLabel))</text>\n"
        s += "<text x=\"14\" y=\"\(f(top + plotH / 2))\" font-size=\"12\" fill=\"#E5E5EA\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(f(top + plotH / 2)))\">\(Self.escape(yLabel))</text>\n"
        var verticalLabels = 0
        for g in guides {
            if g.horizontal {
                s += "<line x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(py(g.value)))\" y2=\"\(f(py(g.value)))\" stroke=\"\(g.color)\" stroke-dasharray=\"6 4\"/>"
                s += "<text x=\"\(f(left + plotW - 4))\" y=\"\(f(py(g.value) - 5))\" font-size=\"11\" text-anchor=\"end\" fill=\"\(g.color)\">\(Self.escape(g.label))</text>\n"
            } else {
                s += "<line x1=\"\(f(px(g.value)))\" x2=\"\(f(px(g.value)))\" y1=\"\(f(top))\" y2=\"\(f(top + plotH))\" stroke=\"\(g.color)\" stroke-dasharray=\"3 3\"/>"
                // Stacked from the bottom of the plot, so labels of nearby marks never overlap.
                let ly = top + plotH - 8 - 14 * Double(verticalLabels)
                verticalLabels += 1
                let nearRight = px(g.value) > left + plotW - 110
                let lx = nearRight ? px(g.value) - 4 : px(g.value) + 4
                s += "<text x=\"\(f(lx))\" y=\"\(f(ly))\" font-size=\"11\"\(nearRight ? " text-anchor=\"end\"" : "") fill=\"\(g.color)\">\(Self.escape(g.label))</text>\n"
            }
        }
        for line in series where !line.points.isEmpty {
            let path = line.points.filter { $0.x.isFinite && $0.y.isFinite }.enumerated().map { i, p in
                "\(i == 0 ? "M" : "L")\(f(px(p.x))) \(f(py(p.y)))"
            }.joined(separator: " ")
            s += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2.5\"\(line.dashed ? " stroke-dasharray=\"8 5\"" : "") stroke-linejoin=\"round\"/>\n"
        }
        // Legend, top right, on a panel of its own.
        // About 7 px per character of 12 px text: wide enough for the longest name.
        let boxW = 46 + 7 * Double(series.map { $0.name.count }.max() ?? 0)
        let boxX = left + plotW - boxW - 4
        if !series.isEmpty {
            let boxH = 10 + Double(series.count) * 18
            s += "<rect x=\"\(f(boxX))\" y=\"\(f(top + 4))\" width=\"\(f(boxW))\" height=\"\(f(boxH))\" rx=\"6\" fill=\"#1C1C1E\" fill-opacity=\"0.85\" stroke=\"#48484A\"/>\n"
        }
        for (i, line) in series.enumerated() {
            let ly = top + 22 + Double(i) * 18
            s += "<line x1=\"\(f(boxX + 8))\" x2=\"\(f(boxX + 30))\" y1=\"\(f(ly - 4))\" y2=\"\(f(ly - 4))\" stroke=\"\(line.color)\" stroke-width=\"3\"\(line.dashed ? " stroke-dasharray=\"6 3\"" : "")/>"
            s += "<text x=\"\(f(boxX + 36))\" y=\"\(f(ly))\" font-size=\"12\" fill=\"#E5E5EA\">\(Self.escape(line.name))</text>\n"
        }
        return s + "</g>\n"
    }

    /// Charts stacked vertically in one SVG document, `width` pixels wide and
    /// `panelHeight` pixels per chart, on a dark background.
    public static func svg(_ charts: [Chart], width: Double = 720, panelHeight: Double = 300) -> String {
        let height = panelHeight * Double(Swift.max(charts.count, 1))
        func f(_ v: Double) -> String { DecimalFormat.fixed(v, places: 2) }
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\">\n"
        s += "<style>text{font-family:-apple-system,'Helvetica Neue',Arial,sans-serif}</style>\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#1C1C1E\"/>\n"
        for (i, chart) in charts.enumerated() {
            s += chart.svgGroup(x: 0, y: Double(i) * panelHeight, width: width, height: panelHeight)
        }
        return s + "</svg>\n"
    }

    /// Text safe inside SVG.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
