import Foundation
import FluidInteractions
import FluidPhysics
import FluidRenderer
import Testing

@Suite("OffscreenRenderer: PNG and home screen", .serialized)
struct OffscreenRendererTests {
    @Test("writePNG writes a non-empty PNG file of the render")
    func png() throws {
        let r = try render(model("pip").scene, scale: 2)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-renderer-\(UInt64.random(in: 0...UInt64.max)).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try r.writePNG(to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.count > 1000)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The IHDR chunk holds the pixel size: 780 × 1688.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 780 && height == 1688)
    }

    @Test("writePNG to a missing directory throws pngNotWritten")
    func pngFailure() throws {
        let r = try render([], size: Size(width: 10, height: 10))
        #expect(throws: RenderError.self) { try r.writePNG(to: "/nonexistent-dir/x.png") }
    }

    @Test("Sizes that make no image are refused")
    func badSizes() {
        for s in [Size(width: 0, height: 10), Size(width: .nan, height: 10), Size(width: 40000, height: 10), Size(width: 10, height: -1)] {
            #expect(throws: RenderError.self) { _ = try OffscreenRenderer(size: s) }
        }
    }

    @Test("Home screen: one tile per catalogue entry, each preview showing its interface's scene")
    func homeScreen() throws {
        let home = HomeScreen(viewport: phone)
        #expect(home.layout.tiles.map(\.name) == InteractionCatalog.names)
        let r = try OffscreenRenderer(size: Size(width: 390, height: 844), scale: 1)
        home.draw(on: r.canvas)
        for (tile, preview) in zip(home.layout.tiles, home.previews) {
            // Each layer with a fill shows up in the preview where the scene would put it, scaled.
            let k = tile.preview.width / phone.width
            // (Layers that are faded out, or filled with a colour that is the background's, cannot be told apart from it.)
            for layer in preview.scene where layer.frame.width * k > 6 && layer.frame.height * k > 6 && layer.opacity > 0.5 {
                guard let fill = layer.fill, fill.alpha > 0.5, !isBackground(Pixel(fill)) else { continue }
                let c = layer.frame.center
                let p = Point(x: tile.preview.minX + c.x * k, y: tile.preview.minY + c.y * k)
                let px = try #require(r.pixel(at: p))
                if c.y * k < tile.preview.height - 2 {
                    #expect(!isBackground(px), "\(tile.name): layer \(layer.name) missing at \(p)")
                }
            }
        }
        let pipTile = try #require(home.layout.tiles.first { $0.name == "pip" })
        let pipRest = try #require(frame(model("pip").layout["pip"]))
        let k = pipTile.preview.width / phone.width
        let centre = Point(x: pipTile.preview.minX + pipRest.midX * k, y: pipTile.preview.minY + pipRest.midY * k)
        #expect(try #require(r.pixel(at: centre)).isPiPColour)
        // Below the grid: background; the title draws white text.
        let last = try #require(home.layout.tiles.last)
        if last.frame.maxY + 20 < 844 - 34 {
            #expect(isBackground(r.pixel(at: Point(x: 195, y: (last.frame.maxY + 844) / 2))))
        }
        var lit = 0
        for x in stride(from: home.layout.title.minX + 0.5, to: home.layout.title.maxX, by: 1) {
            if let p = r.pixel(at: Point(x: x, y: home.layout.title.midY)), p.red > 200 { lit += 1 }
        }
        #expect(lit > 10)
    }

    @Test("Home layout: tiles fit the safe area without overlapping, for 1 to 12 interfaces and many window shapes")
    func homeLayout() {
        let sizes = [Size(width: 390, height: 844), Size(width: 1280, height: 800), Size(width: 200, height: 200), Size(width: 800, height: 300)]
        for size in sizes {
            let vp = Viewport(width: size.width, height: size.height, safeArea: .init(top: 47, bottom: 34))
            for n in 1...12 {
                let layout = HomeScreenLayout(names: (0..<n).map { "i\($0)" }, viewport: vp)
                #expect(layout.tiles.count == n)
                for (i, a) in layout.tiles.enumerated() {
                    #expect(a.frame.minX >= 0 && a.frame.maxX <= size.width + 1e-9)
                    if size.height >= 400 { #expect(a.frame.maxY <= vp.safeBounds.maxY + 1e-9, "\(n) tiles in \(size)") }
                    #expect(abs(a.preview.height / a.preview.width - size.height / size.width) < 1e-9)
                    #expect(layout.tileIndex(at: a.frame.center) == i)
                    for b in layout.tiles[(i + 1)...] {
                        let overlaps = a.frame.minX < b.frame.maxX && b.frame.minX < a.frame.maxX
                            && a.frame.minY < b.frame.maxY && b.frame.minY < a.frame.maxY
                        #expect(!overlaps)
                    }
                }
                #expect(layout.tileIndex(at: Point(x: 1, y: 1)) == nil)
            }
        }
    }
}
