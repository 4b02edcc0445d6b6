import FluidInteractions
import FluidPhysics
import Testing

@Suite("PaletteBindings")
struct PaletteBindingsTests {
    let light = Theme.classic.palette, dark = Theme.midnight.palette
    static let surface: @Sendable (Palette) -> PaletteBindings.Style = { .init(fill: $0.surface, text: $0.text, accent: $0.accent) }

    @Test func aBindingIsAppliedAtOnceAndOnEveryPaletteChange() {
        var b = PaletteBindings()
        #expect(b.count == 0 && b.style("card") == nil)
        b.bind("card", palette: light, configure: Self.surface)
        #expect(b.count == 1 && b.contains("card"))
        #expect(b.style("card") == .init(fill: light.surface, text: light.text, accent: light.accent))
        b.apply(dark)
        #expect(b.style("card")?.fill == dark.surface)
    }

    @Test func bindingsKeepTheirOrderAndGoBeforeASuccessor() {
        var b = PaletteBindings()
        for name in ["background", "card.0", "reset"] { b.bind(name, palette: light, configure: Self.surface) }
        b.bind("card.1", palette: light, before: "reset", configure: Self.surface)
        b.bind("footer", palette: light, before: "missing", configure: Self.surface)
        #expect(b.names == ["background", "card.0", "card.1", "reset", "footer"])
    }

    @Test func removingAViewReleasesItsBinding() {
        var b = PaletteBindings()
        b.bind("card.0", palette: light, configure: Self.surface)
        b.bind("card.1", palette: light, configure: Self.surface)
        b.remove("card.0")
        #expect(b.names == ["card.1"] && !b.contains("card.0") && b.count == 1)
        b.apply(dark)
        #expect(b.style("card.1")?.text == dark.text)
    }
}
