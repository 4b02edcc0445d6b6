import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

/// A themed object that records what its binding applied and when it is freed.
private final class Swatch {
    var fill: Color?
    var calls = 0
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Something a binding block captures, to see that the block itself is released.
private final class Sentinel {}

/// Flags flipped from deinitialisers.
private final class Flag { var value = false }

@Suite("Appearance provider and palette fade")
struct AppearanceProviderTests {
    @Test func bindingConfiguresAtOnceAndEveryChangeReappliesAllBindings() {
        let provider = AppearanceProvider(curve: .standard)
        let a = Swatch(), b = Swatch()
        provider.bind(owner: a) { [unowned a] p in a.fill = p.surface; a.calls += 1 }
        provider.bind(b) { owner, p in owner.fill = p.accent; owner.calls += 1 }
        #expect(a.fill == Theme.classic.palette.surface && b.fill == Theme.classic.palette.accent)
        #expect(a.calls == 1 && b.calls == 1 && provider.liveBindings == 2)
        // Without animation: one application with the new palette, at once.
        provider.select(.fixed(.sunset), animated: false, at: 0.1)
        #expect(a.fill == Theme.sunset.palette.surface && b.fill == Theme.sunset.palette.accent)
        #expect(a.calls == 2 && b.calls == 2)
        provider.advance(to: 1)
        #expect(a.calls == 2, "nothing to re-apply at rest")
    }

    @Test func aCrossFadeReappliesTheInterpolatedPaletteOnEveryAdvance() {
        let provider = AppearanceProvider()
        let a = Swatch()
        provider.bind(owner: a) { [unowned a] p in a.fill = p.background; a.calls += 1 }
        provider.select(.fixed(.ocean), at: 1)
        #expect(provider.isFading && a.calls == 2 && a.fill == Theme.classic.palette.background)
        var t = 1.0
        while provider.isFading {
            t += 1.0 / 60
            provider.advance(to: t)
            #expect(a.fill == provider.palette.background)
            let f = provider.fadeFraction
            let expected = Theme.classic.palette.background.interpolated(to: Theme.ocean.palette.background, fraction: f)
            #expect((provider.palette.background - expected).magnitude < 1e-12)
        }
        #expect(a.fill == Theme.ocean.palette.background, "the last application is exactly the new palette")
        #expect(a.calls > 10 && a.calls < 80)
        #expect(t < 2, "a 0.3 s critically damped spring is done well within a second")
    }

    @Test func bindingsDieWithTheirOwnersAndNothingLeaks() {
        let provider = AppearanceProvider()
        let freed = Flag()
        weak var sentinel: Sentinel?
        var owner: Swatch? = Swatch(onDeinit: { freed.value = true })
        var calls = 0
        do {
            let captured = Sentinel()
            sentinel = captured
            provider.bind(owner: owner!) { _ in calls += 1; _ = captured }
        }
        let survivor = Swatch()
        provider.bind(survivor) { s, p in s.fill = p.text }
        #expect(provider.liveBindings == 2 && calls == 1 && sentinel != nil)
        owner = nil
        #expect(freed.value, "the binding did not keep its owner alive")
        provider.select(.fixed(.midnight), animated: false, at: 0.1)
        #expect(calls == 1, "a dead owner's block is never called again")
        #expect(survivor.fill == Theme.midnight.palette.text)
        #expect(provider.liveBindings == 1)
        #expect(sentinel == nil, "the block, and what it captured, were released")
        provider.handle(.appearance(.dark), at: 0.2)
        provider.select(.automatic, at: 0.3)
        provider.advance(to: 2)
        #expect(calls == 1)
    }

    @Test func unbindStopsAnOwnersBlocks() {
        let provider = AppearanceProvider()
        let a = Swatch()
        provider.bind(owner: a) { [unowned a] _ in a.calls += 1 }
        provider.unbind(a)
        provider.select(.fixed(.forest), animated: false, at: 0.1)
        #expect(a.calls == 1 && provider.liveBindings == 0)
    }

    @Test func automaticFollowsTheAppearanceAndFixedThemesDoNot() {
        let provider = AppearanceProvider(selection: .automatic, appearance: .light)
        #expect(provider.theme == .classic)
        provider.handle(.appearance(.dark), animated: false, at: 1)
        #expect(provider.theme == .midnight && provider.palette == Theme.midnight.palette)
        provider.select(.fixed(.ocean), animated: false, at: 2)
        provider.handle(.appearance(.light), animated: false, at: 3)
        #expect(provider.theme == .ocean && provider.appearance == .light)
    }

    @Test func aChangeMidFadeRetargetsWithoutAJump() {
        for curve in [PaletteFade.Curve.standard, .easeInOut(duration: 0.3)] {
            let provider = AppearanceProvider(curve: curve)
            let a = Swatch()
            provider.bind(owner: a) { [unowned a] p in a.fill = p.background }
            provider.select(.fixed(.sunset), at: 0)
            provider.advance(to: 0.12)
            let shown = provider.palette
            let red = shown.background.linearRed
            provider.select(.fixed(.forest), at: 0.12)
            #expect(provider.palette == shown, "\(curve)")
            #expect(a.fill?.linearRed == red)
            var previous = red
            var largest = 0.0
            var t = 0.12
            while provider.isFading, t < 3 {
                t += 0.001
                provider.advance(to: t)
                largest = Swift.max(largest, Swift.abs(provider.palette.background.linearRed - previous))
                previous = provider.palette.background.linearRed
            }
            #expect(largest < 0.01, "\(curve): largest step \(largest) per ms")
            #expect(provider.palette == Theme.forest.palette)
        }
    }

    @Test func theFadeMixesInLinearLightAndEndsOnTime() throws {
        var fade = PaletteFade(palette: Palette(background: .black, surface: .black, text: .black, accent: .black),
                               curve: .easeInOut(duration: 0.3))
        let white = Palette(background: .white, surface: .white, text: .white, accent: .white)
        fade.fade(to: white, at: 1)
        expectClose(try #require(fade.endTime), 1.3, tolerance: 1e-12)
        // Ease-in-out is symmetric: half-way in time is half-way in linear light, sRGB 0.735.
        let middle = fade.palette(at: 1.15).background
        expectClose(middle.linearRed, 0.5, tolerance: 1e-9)
        expectClose(middle.red, 0.7354, tolerance: 1e-4)
        #expect(fade.palette(at: 1.3 + 1e-12) == white && fade.isSettled(at: 1.3 + 1e-12) && !fade.isSettled(at: 1.299))
        // The spring ends at the exact instant the fraction stays within 0.001 of 1.
        var spring = PaletteFade(palette: white)
        spring.fade(to: Palette.zero, at: 0)
        let end = try #require(spring.endTime)
        expectClose(end, Spring(response: 0.3, dampingRatio: 1).settlingDuration(target: 1.0, epsilon: 1e-3), tolerance: 1e-12)
        expectClose(spring.fraction(at: end - 1e-9), 1, tolerance: 1e-3 + 1e-9)
        // Not animated, or already there: no fade.
        spring.fade(to: white, at: 5, animated: false)
        #expect(spring.isSettled(at: 5) && spring.palette(at: 5) == white)
    }

    @Test func hexStrings() {
        #expect(Palette.hexString(Color(hex: 0x1C1C1E)) == "#1C1C1E")
        #expect(Palette.hexString(Color(hex: 0x0A84FF)) == "#0A84FF")
        #expect(Palette.hexString(Color(linearRed: 2, linearGreen: -1, linearBlue: .nan)) == "#FF0000")
        #expect(Theme.allCases.count == 5)
        #expect(Set(Theme.allCases.map(\.palette)).count == 5)
    }
}
