import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import Testing

@Suite("SceneRenderer: interface scenes by pixels", .serialized)
struct SceneRendererTests {
    @Test("PiP: its yellow-orange fill at the resting frame's centre, background elsewhere")
    func pipAtRest() throws {
        let pip = model("pip")
        let rest = try #require(frame(pip.layout["pip"]))
        let r = try render(pip.scene)
        let centre = try #require(r.pixel(at: rest.center))
        #expect(centre.isPiPColour, "pip centre \(centre)")
        // Top of the window is the fill's yellow, bottom its orange (vertical gradient).
        let top = try #require(r.pixel(at: Point(x: rest.midX, y: rest.minY + 3)))
        let bottom = try #require(r.pixel(at: Point(x: rest.midX, y: rest.maxY - 3)))
        #expect(top.isClose(to: Pixel(Color(hex: 0xF2F23A)), tolerance: 12), "top \(top)")
        #expect(bottom.isClose(to: Pixel(Color(hex: 0xF7A51C)), tolerance: 12), "bottom \(bottom)")
        #expect(top.green > bottom.green + 40)
        // The middle of the screen and an empty slot's middle are background.
        #expect(isBackground(r.pixel(at: Point(x: 195, y: 422))))
        let slots = try #require(pip.layout["corners"])
        let topLeft = try #require(slots["topLeft"])
        let p = Point(x: try #require(topLeft["x"]?.number), y: try #require(topLeft["y"]?.number))
        #expect(isBackground(r.pixel(at: p)))
    }

    @Test("PiP: the dashed slot outline shows dashes and gaps along an edge")
    func pipDashedSlots() throws {
        let pip = model("pip")
        let r = try render(pip.scene)
        let slot = try #require(pip.scene.first { $0.name == "slot.topLeft" })
        // Walk down the left edge, inside the straight part: both lit and unlit pixels.
        var lit = 0, dark = 0
        for y in Int(slot.frame.minY + 20)..<Int(slot.frame.maxY - 20) {
            guard let px = r.pixel(at: Point(x: slot.frame.minX + 0.5, y: Double(y) + 0.5)) else { continue }
            if px.red > background.red + 12 { lit += 1 } else if isBackground(px) { dark += 1 }
        }
        #expect(lit > 20, "lit \(lit)")
        #expect(dark > 10, "dark \(dark)")
    }

    @Test("Drawer: tapped open and settled, its blue at openPosition + 50 and background above")
    func drawerOpen() throws {
        var drawer = model("drawer")
        let closed = try #require(frame(drawer.layout["drawer"]))
        let open = try #require(frame(drawer.layout["open"]))
        let p = Point(x: closed.midX, y: closed.minY + 40)
        drawer.handle(.began(1, at: p, time: 0.1))
        drawer.handle(.ended(1, at: p, time: 0.15))
        var t = 0.15
        while t < 5, !drawer.isSettled { t += 1.0 / 60; drawer.advance(to: t) }
        #expect(drawer.isSettled)
        #expect(drawer.state["isOpen"]?.bool == true)
        let r = try render(drawer.scene)
        let blue = try #require(r.pixel(at: Point(x: open.midX, y: open.minY + 50)))
        #expect(blue.isDrawerBlue, "drawer body \(blue)")
        #expect(isBackground(r.pixel(at: Point(x: open.midX, y: open.minY - 30))))
        #expect(isBackground(r.pixel(at: Point(x: open.midX, y: 10))))
    }

    @Test("Drawer closed (at rest): background at openPosition + 50, blue below the closed top")
    func drawerClosed() throws {
        let drawer = model("drawer")
        let closed = try #require(frame(drawer.layout["drawer"]))
        let open = try #require(frame(drawer.layout["open"]))
        let r = try render(drawer.scene)
        #expect(isBackground(r.pixel(at: Point(x: open.midX, y: open.minY + 50))))
        #expect(try #require(r.pixel(at: Point(x: closed.midX, y: closed.minY + 50))).isDrawerBlue)
    }

    @Test("Every catalogue scene renders at any viewport without trapping; something is drawn")
    func everyInterface() throws {
        for name in InteractionCatalog.names {
            for size in [Size(width: 390, height: 844), Size(width: 1024, height: 700), Size(width: 200, height: 200)] {
                let m = model(name, Viewport(width: size.width, height: size.height, safeArea: .init(top: 47, bottom: 34)))
                let r = try render(m.scene, size: size)
                var differs = 0
                for y in stride(from: 0.5, to: size.height, by: 7) {
                    for x in stride(from: 0.5, to: size.width, by: 7) where r.pixel(at: Point(x: x, y: y)) != background {
                        differs += 1
                    }
                }
                #expect(differs > 20, "\(name) at \(size.width)x\(size.height) draws \(differs) sampled pixels")
            }
        }
    }

    @Test("HiDPI: a scale-2 render has twice the pixels and the same colours at the same points")
    func hiDPI() throws {
        let pip = model("pip")
        let one = try render(pip.scene, scale: 1)
        let two = try render(pip.scene, scale: 2)
        #expect(one.pixelWidth == 390 && one.pixelHeight == 844)
        #expect(two.pixelWidth == 780 && two.pixelHeight == 1688)
        let rest = try #require(frame(pip.layout["pip"]))
        for p in [rest.center, Point(x: 195, y: 422), Point(x: rest.midX, y: rest.minY + 10)] {
            let a = try #require(one.pixel(at: p)), b = try #require(two.pixel(at: p))
            #expect(a.isClose(to: b, tolerance: 6), "\(a) vs \(b) at \(p)")
        }
        // Scale 2 resolves half points: the PiP's left edge at x = 270 is sharp.
        #expect(try #require(two.pixel(at: Point(x: rest.minX + 0.25, y: rest.midY))).isPiPColour)
        let inside = two.pixel(at: rest.center)
        #expect(two.pixel(at: Point(x: rest.minX - 0.75, y: rest.midY)) != inside)
    }
}
