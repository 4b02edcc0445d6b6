// The web page, measured: per frame, the model's work (its touches, its
// step and its scene coded for the canvas) for every interface over a
// scripted minute (PageBenchmark) in WebAssembly in headless Chromium, and
// the same natively on this machine, as a ratio; the page's weight (every
// file gzipped); and the time from navigation to the first interactive
// frame. Timings are measured, never asserted: the budgets are printed
// beside them.
//
//   web-bench [--seconds N] [--interfaces a,b,…]
//
// Run by scripts/web-bench (release build; the page built first).

import FluidInteractions
import FluidWeb
import Foundation
import WebBrowserSupport

/// The budgets: model work per frame at p99 (a 120 Hz frame is 8.3 ms), the
/// page's weight gzipped, and its start.
let frameBudget = 1.0, weightBudget = 400.0, startBudget = 1000.0

var seconds = 60.0
var names = InteractionCatalog.names
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds":
        guard let value = arguments.popFirst().flatMap(Double.init), value > 0, value <= 60 else {
            FileHandle.standardError.write(Data("web-bench: --seconds needs a number from 0 to 60\n".utf8))
            exit(2)
        }
        seconds = value
    case "--interfaces":
        names = (arguments.popFirst() ?? "").split(separator: ",").map(String.init)
        if let unknown = names.first(where: { !InteractionCatalog.names.contains($0) }) {
            FileHandle.standardError.write(Data("web-bench: unknown interface '\(unknown)'\n".utf8))
            exit(2)
        }
    default:
        FileHandle.standardError.write(Data("web-bench: unknown argument '\(argument)' (usage: web-bench [--seconds N] [--interfaces a,b])\n".utf8))
        exit(2)
    }
}
let frames = Int(seconds * PageBenchmark.framesPerSecond)

/// The mean, median and 99th percentile of `values`.
func summary(_ values: [Double]) -> (mean: Double, median: Double, p99: Double) {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return (0, 0, 0) }
    return (sorted.reduce(0, +) / Double(sorted.count), sorted[sorted.count / 2],
            sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
}

func milliseconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) * 1e3 + Double(c.attoseconds) * 1e-15
}

/// The native build's costs per frame, milliseconds.
func native(_ name: String) throws -> [Double] {
    var benchmark = try PageBenchmark(interface: name)
    let clock = ContinuousClock()
    var costs: [Double] = []
    costs.reserveCapacity(frames)
    while costs.count < frames, !benchmark.isDone {
        let start = clock.now
        try benchmark.step()
        costs.append(milliseconds(clock.now - start))
    }
    return costs
}

func fixed(_ x: Double, _ places: Int) -> String { String(format: "%.\(places)f", x) }

do {
    let page = try BrowserPage()
    try page.open("")
    let isolated = try page.evaluate("crossOriginIsolated") as? Bool ?? false
    print("# The web page, measured (\(seconds) s scripted per interface at 120 Hz; Chromium \(isolated ? "cross-origin isolated: a 5 µs clock" : "with a coarse clock"))")
    print("")
    // The browser's clock reads in steps of 5 µs: a median or p99 is a
    // multiple of it; the mean (the minute's total over its frames) is not.
    print("| interface | wasm median / p99 | native median / p99 | wasm mean | native mean | ratio (means) | p99 ≤ \(fixed(frameBudget, 0)) ms |")
    print("|---|---|---|---|---|---|---|")
    var worst = 0.0
    for name in names {
        // Once each to warm up (the browser's compiler tiers, the caches), then measured.
        _ = try page.evaluate("window.fluid.benchmark('\(name)').length")
        _ = try native(name)
        let browser = (try page.evaluate("window.fluid.benchmark('\(name)').slice(0, \(frames))") as? [Double]) ?? []
        let here = try native(name)
        let w = summary(browser), n = summary(here)
        worst = max(worst, w.p99)
        print("| \(name) | \(fixed(w.median * 1000, 0)) / \(fixed(w.p99 * 1000, 0)) µs | \(fixed(n.median * 1000, 1)) / \(fixed(n.p99 * 1000, 1)) µs "
            + "| \(fixed(w.mean * 1000, 1)) µs | \(fixed(n.mean * 1000, 2)) µs | \(fixed(w.mean / max(n.mean, 1e-9), 1))× "
            + "| \(w.p99 <= frameBudget ? "yes" : "**no**") |")
    }
    // The page's weight: every file of the site, gzipped (-9).
    var weight = 0, raw = 0
    let site = PageServer.site
    for file in try FileManager.default.contentsOfDirectory(atPath: site).sorted() {
        let path = site + "/" + file
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        raw += data.count
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-9", "-c", path]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        weight += pipe.fileHandleForReading.readDataToEndOfFile().count
        gzip.waitUntilExit()
    }
    // Navigation to the first interactive frame (ready resolves after it), five times.
    var starts: [Double] = []
    for _ in 0..<5 {
        try page.open("?interface=pip&viewport=390x844&safeArea=47,0,34,0")
        starts.append(try page.evaluate("window.fluid.ready.then(() => performance.now())") as? Double ?? .nan)
    }
    let start = summary(starts).median
    print("")
    print("| the page | measured | budget |")
    print("|---|---|---|")
    print("| worst p99 of model work per frame (wasm) | \(fixed(worst * 1000, 0)) µs | ≤ \(fixed(frameBudget, 0)) ms |")
    print("| weight, every file gzipped | \(fixed(Double(weight) / 1024, 0)) KB (\(fixed(Double(raw) / 1024, 0)) KB raw) | ≤ \(fixed(weightBudget, 0)) KB |")
    print("| navigation to the first interactive frame (median of 5) | \(fixed(start, 0)) ms | ≤ \(fixed(startBudget, 0)) ms |")
    let problems = page.takeProblems()
    if !problems.isEmpty {
        FileHandle.standardError.write(Data("web-bench: the page reported \(problems)\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("web-bench: \(error)\n".utf8))
    exit(1)
}
