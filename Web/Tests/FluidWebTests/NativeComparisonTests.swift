import FluidInteractions
import FluidScripting
import FluidWeb
import Testing
import WebBrowserSupport

/// The WebAssembly build against the native one: every interface driven by
/// the same seeded touch streams (`PageComparison`) through the page's own
/// Swift, run natively here and in Chromium by the page's module. Both
/// print the same states, layout, events, recorded script, tuning and
/// scene — the same texts and choices, numbers within 1e-9: the C
/// libraries' `exp`, `sin`, `atan2` (glibc natively, wasi-libc in the
/// browser) may round the last bit differently.
extension InChromium {
@Suite("The WebAssembly build against the native one")
struct NativeComparisonTests {
    static let seeds: [Double] = [1, 2, 3]

    @Test func everyInterfaceRunsAsItsNativeBuildDoes() throws {
        let page = try BrowserPage()
        try page.open("")
        var numbers = 0, identical = 0
        for name in InteractionCatalog.names {
            for seed in Self.seeds {
                let native = try PageComparison.transcript(interface: name, seed: UInt64(seed))
                let wasm = try #require(try page.evaluate("window.fluid.compare('\(name)', \(seed))") as? String)
                let a = native.split(separator: "\n")
                let b = wasm.split(separator: "\n")
                #expect(a.count == b.count, "\(name) seed \(seed): \(a.count) lines natively, \(b.count) in the browser")
                // The last line is the scene's texts; the others JSON.
                for (k, (x, y)) in zip(a, b).enumerated() where k < a.count - 1 {
                    let u = try JSONParser.parse(String(x)), v = try JSONParser.parse(String(y))
                    let problems = disagreements(u, v, tolerance: 1e-9)
                    #expect(problems.isEmpty, "\(name) seed \(seed) line \(k + 1): \(problems.prefix(4))")
                    let (n, same) = Self.count(u, v)
                    numbers += n
                    identical += same
                }
                #expect(a.last == b.last, "\(name) seed \(seed): the scene's texts")
            }
        }
        // Most numbers agree to the last bit; report how many.
        print("wasm vs native: \(identical) of \(numbers) numbers identical to the last bit")
        #expect(numbers > 10_000 && identical * 10 > numbers * 9)
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    /// How many numbers two equal-shaped values hold, and how many are bit-identical.
    static func count(_ a: InteractionValue, _ b: InteractionValue) -> (Int, Int) {
        switch (a, b) {
        case (.number(let x), .number(let y)): return (1, x.bitPattern == y.bitPattern ? 1 : 0)
        case (.object(let f), .object(let g)):
            return zip(f, g).map { count($0.value, $1.value) }.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        case (.array(let x), .array(let y)):
            return zip(x, y).map { count($0, $1) }.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        default: return (0, 0)
        }
    }
}
}
