import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting
import Foundation
import Testing

/// Key frames of every example script, rendered offscreen exactly as
/// `fluid-playground --screenshot --script … --at …` renders them, and checked
/// by pixels against the model's state at that instant.
@Suite("Rendering the example scripts")
@MainActor
struct ScriptRenderTests {
    /// Examples/Scripts in the root package.
    nonisolated static let scriptsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scripts")

    static func script(_ name: String) throws -> GestureScript {
        let data = try Data(contentsOf: scriptsDirectory.appendingPathComponent("\(name).json"))
        return try GestureScript(parsing: String(decoding: data, as: UTF8.self))
    }

    nonisolated static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scriptsDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The model at `time` of the script's replay, and its render.
    func rendered(_ name: String, at time: Double) throws -> (AnyInteraction, OffscreenRenderer) {
        let model = try ScriptReplay(script: try Self.script(name)).model(at: time)
        let r = try OffscreenRenderer(size: Size(width: model.viewport.width, height: model.viewport.height))
        r.render(model.scene)
        return (model, r)
    }

    /// Every plain layer (one opaque fill, no gradient, transform, text or
    /// shadow of a later layer nearby) shows its own colour at its centre.
    @Test func everyInterfaceDrawsItsStateAtKeyFrames() throws {
        let names = Self.names
        #expect(names.count >= 39, "all thirteen interfaces' scripts")
        var interfacesChecked = Set<String>()
        for name in names {
            for time in [0.05, 0.2, 0.6, 3.0] {
                let (model, r) = try rendered(name, at: time)
                let layers = model.scene
                for (i, layer) in layers.enumerated() {
                    guard let fill = layer.fill, fill.alpha == 1, (layer.gradientEnd?.alpha ?? 1) == 1, layer.opacity == 1,
                          layer.scale == 1, layer.rotation.radians == 0, layer.text == nil,
                          layer.frame.width >= 8, layer.frame.height >= 8 else { continue }
                    let c = layer.frame.center
                    guard model.viewport.bounds.insetBy(dx: 2, dy: 2).contains(c) else { continue }
                    let covered = layers[(i + 1)...].contains { $0.frame.insetBy(dx: -14, dy: -14).contains(c) }
                    guard !covered else { continue }
                    let pixel = try #require(r.pixel(at: c))
                    // A gradient's centre lies between its two colours, channel by channel.
                    let a = Pixel(fill), b = Pixel(layer.gradientEnd ?? fill)
                    func within(_ x: UInt8, _ p: UInt8, _ q: UInt8) -> Bool {
                        Int(x) >= Int(min(p, q)) - 8 && Int(x) <= Int(max(p, q)) + 8
                    }
                    #expect(within(pixel.red, a.red, b.red) && within(pixel.green, a.green, b.green) && within(pixel.blue, a.blue, b.blue),
                            "\(name) at \(time): layer \(layer.name) at \(c) is \(pixel), not between \(a) and \(b)")
                    interfacesChecked.insert(model.kind.interfaceName)
                }
            }
        }
        // Ten of the thirteen have a plain layer in the clear at some key frame
        // (the responsive button's rows are clipped to its list: checked below).
        #expect(interfacesChecked.count >= 10, "\(interfacesChecked.sorted())")
    }

    /// The responsive button's list scrolled by 30 points: its first row,
    /// moved across the list's top edge, shows inside the list and nowhere
    /// outside it.
    @Test func aScrolledListKeepsItsRowsInside() throws {
        var model = ResponsiveButton(viewport: .phone)
        let list = model.list.frame
        for i in 0...6 {
            let y = list.midY - 5 * Double(i)
            model.handle(TouchEvent(pointer: 1, phase: i == 0 ? .began : .moved, location: Point(x: list.midX, y: y), timestamp: Double(i) / 60))
        }
        let first = model.list.rowFrame(index: 0, offset: model.list.offset(at: model.time))
        #expect(first.minY < list.minY - 10 && first.maxY > list.minY + 10, "row 0 at \(first), the list's top at \(list.minY)")
        let r = try OffscreenRenderer(size: Size(width: model.viewport.width, height: model.viewport.height))
        r.render(model.scene)
        let row = Pixel(Color(hex: 0x2A2E3A)), page = Pixel(Color(hex: 0x0D0E12))
        #expect(r.pixel(at: Point(x: first.minX + 30, y: list.minY + 3)) == row, "inside the list: the row")
        #expect(r.pixel(at: Point(x: first.minX + 30, y: list.minY - 3)) == page, "outside: the page, not the row")
    }

    @Test func aFlickedPiPFillsItsNewCornerSlot() throws {
        let (model, r) = try rendered("pip-main", at: 3)
        #expect(model.state["corner"] == .string("topLeft"))
        let layout = model.layout["corners"]
        let topLeft = try #require(layout?["topLeft"]), bottomRight = try #require(layout?["bottomRight"])
        let tl = Point(x: try #require(topLeft["x"]?.number), y: try #require(topLeft["y"]?.number))
        let br = Point(x: try #require(bottomRight["x"]?.number), y: try #require(bottomRight["y"]?.number))
        #expect(try #require(r.pixel(at: tl)).isPiPColour)
        #expect(isBackground(r.pixel(at: br)))
        // Mid-flight the window is where the state says.
        let (flying, r2) = try rendered("pip-main", at: 0.25)
        let center = try #require(flying.state["center"])
        let p = Point(x: try #require(center["x"]?.number), y: try #require(center["y"]?.number))
        #expect(try #require(r2.pixel(at: p)).isPiPColour)
        #expect(isBackground(r2.pixel(at: Point(x: p.x + 60, y: p.y))))
    }

    @Test func theDrawersEdgeIsWhereReplaySaysItIs() throws {
        for time in [0.05, 0.15, 0.3, 2.0] {
            let (model, r) = try rendered("drawer-main", at: time)
            let top = try #require(model.state["position"]?.number)
            #expect(try #require(r.pixel(at: Point(x: 195, y: top + 40))).isDrawerBlue, "at \(time), edge \(top)")
            if top > 60 { #expect(isBackground(r.pixel(at: Point(x: 195, y: top - 12))), "at \(time)") }
        }
    }

    @Test func aDarkThemeMakesTheBackgroundDark() throws {
        let (dark, r) = try rendered("live-theming-interrupt", at: 5)
        #expect(dark.state["appearance"] == .string("dark"))
        let p = try #require(r.pixel(at: Point(x: 195, y: 820)))
        #expect(Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 60, "\(p)")
        let (light, r2) = try rendered("live-theming-main", at: 5)
        #expect(light.state["appearance"] == .string("light"))
        let q = try #require(r2.pixel(at: Point(x: 195, y: 820)))
        #expect(Int(q.red) + Int(q.green) + Int(q.blue) > 3 * 200, "\(q)")
    }
}
