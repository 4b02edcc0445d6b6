import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Foundation
import Testing

/// A few renders compared with committed golden PNGs, with a tolerance (fonts
/// and anti-aliasing may differ by a few levels between machines). Run with
/// `FLUID_UPDATE_GOLDEN=1` to write new goldens after a deliberate change,
/// and look at them before committing.
@Suite("Golden images")
@MainActor
struct GoldenImageTests {
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func scriptModel(_ name: String, at time: Double) throws -> AnyInteraction {
        let url = ScriptRenderTests.scriptsDirectory.appendingPathComponent("\(name).json")
        let script = try GestureScript(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        return try ScriptReplay(script: script).model(at: time)
    }

    /// Renders `layers`, compares with `Golden/<name>.png` (or writes it when updating).
    func check(_ name: String, size: Size = Size(width: 390, height: 844), draw: (OffscreenRenderer) -> Void) throws {
        let r = try OffscreenRenderer(size: size, scale: 1)
        draw(r)
        let golden = Self.directory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["FLUID_UPDATE_GOLDEN"] == "1" {
            try r.writePNG(to: golden)
            return
        }
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(name)-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        try r.writePNG(to: fresh)
        let expected = try PNGImage(path: golden), actual = try PNGImage(path: fresh)
        let diff = actual.difference(from: expected, tolerance: 24)
        #expect(diff.share < 0.005, "\(name): \(diff.share * 100) % of the pixels differ by more than 24 levels (largest \(diff.largest))")
    }

    @Test func pipAtRestAndMidFlight() throws {
        try check("pip-rest") { $0.render(InteractionCatalog.make("pip", viewport: .phone)?.scene ?? []) }
        let flying = try Self.scriptModel("pip-main", at: 0.25)
        try check("pip-flight") { $0.render(flying.scene) }
    }

    @Test func appSwitcherAndPiPStash() throws {
        let revealing = try Self.scriptModel("app-switcher-main", at: 0.42)
        try check("app-switcher-revealing") { $0.render(revealing.scene) }
        let switcher = try Self.scriptModel("app-switcher-main", at: 2)
        try check("app-switcher-switcher") { $0.render(switcher.scene) }
        let stashed = try Self.scriptModel("pip-stash", at: 1)
        try check("pip-stash") { $0.render(stashed.scene) }
    }

    @Test func drawerOpeningAndExpandableView() throws {
        let drawer = try Self.scriptModel("drawer-main", at: 0.2)
        try check("drawer-opening") { $0.render(drawer.scene) }
        let view = try Self.scriptModel("expandable-view-main", at: 0.3)
        try check("expandable-view-opening") { $0.render(view.scene) }
    }

    @Test func homeScreen() throws {
        try check("home", size: Size(width: 640, height: 480)) {
            HomeScreen(viewport: Viewport(width: 640, height: 480)).draw(on: $0.canvas)
        }
    }

    @Test func theComparisonNoticesAChange() throws {
        let a = try OffscreenRenderer(size: Size(width: 60, height: 60)), b = try OffscreenRenderer(size: Size(width: 60, height: 60))
        a.render([Layer("x", frame: Rect(x: 10, y: 10, width: 40, height: 40), fill: .white)])
        b.render([Layer("x", frame: Rect(x: 14, y: 10, width: 40, height: 40), fill: .white)])
        let dir = FileManager.default.temporaryDirectory
        let pa = dir.appendingPathComponent("cmp-a-\(getpid()).png").path, pb = dir.appendingPathComponent("cmp-b-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: pa); try? FileManager.default.removeItem(atPath: pb) }
        try a.writePNG(to: pa)
        try b.writePNG(to: pb)
        let diff = try PNGImage(path: pa).difference(from: PNGImage(path: pb))
        #expect(diff.share > 0.05 && diff.largest > 200)
        #expect(try PNGImage(path: pa).difference(from: PNGImage(path: pa)).share == 0)
        #expect(throws: RenderError.self) { _ = try PNGImage(path: "/nonexistent.png") }
    }
}

@Suite("Charts drawn with Cairo (fluid-playground --plot)")
struct ChartRendererTests {
    @Test func springChartsShowEachSeriesInItsColour() throws {
        let charts = SpringPlot.charts(springs: [("smooth", .smooth), ("bouncy", .bouncy)])
        let r = try OffscreenRenderer(size: Size(width: 720, height: 600))
        ChartRenderer().draw(charts, panelHeight: 300, on: r.canvas)
        var blue = 0, green = 0
        for y in stride(from: 0, to: 600, by: 2) {
            for x in stride(from: 0, to: 720, by: 2) {
                guard let p = r.pixel(at: Point(x: Double(x), y: Double(y))) else { continue }
                if p.isClose(to: Pixel(red: 0x0A, green: 0x84, blue: 0xFF), tolerance: 20) { blue += 1 }
                if p.isClose(to: Pixel(red: 0xFF, green: 0x9F, blue: 0x0A), tolerance: 20) { green += 1 }
            }
        }
        #expect(blue > 150 && green > 150, "series pixels: \(blue) blue, \(green) orange")
        // The background is the chart's, not the scene's.
        #expect(try #require(r.pixel(at: Point(x: 5, y: 590))).isClose(to: Pixel(red: 0x1C, green: 0x1C, blue: 0x1E), tolerance: 4))
    }
}
