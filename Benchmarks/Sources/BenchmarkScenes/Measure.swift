#if canImport(Glibc)
import Glibc
#endif

/// Anonymous resident memory of the process in bytes — resident pages minus
/// file-backed ones (Linux: /proc/self/statm) — or 0 elsewhere.
public func residentBytes() -> Int {
    #if canImport(Glibc)
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, 128, f) != nil else { return 0 }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
    // Resident minus file-backed pages: the program's own (anonymous)
    // memory. Code pages of the binary and the Swift runtime that a scene
    // runs for the first time are file-backed, so they are not counted.
    guard fields.count > 2, let resident = Int(fields[1]), let fileBacked = Int(fields[2]) else { return 0 }
    return (resident - fileBacked) * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

/// Returns freed heap memory to the system (glibc's `malloc_trim(0)`,
/// looked up at run time: Swift's Glibc module does not declare it), so
/// that resident memory counts what is in use rather than what growing
/// arrays freed on the way. Does nothing elsewhere.
public func trimHeap() {
    #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
}

/// Seconds on a monotonic clock.
public func seconds() -> Double {
    let d = ContinuousClock.now - ContinuousClock.Instant.zeroReference
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

extension ContinuousClock.Instant {
    static let zeroReference = ContinuousClock.now
}

/// Times `body`, which does `units` units of work per call: calls it for at
/// least `minimum` seconds per repetition, `repetitions` times, and returns
/// the median time per unit in nanoseconds. `prepare` runs before each call,
/// outside the timing.
public func nanosecondsPerUnit(units: Int, minimum: Double, repetitions: Int,
                               prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    var results: [Double] = []
    for _ in 0..<Swift.max(1, repetitions) {
        var elapsed = 0.0
        var calls = 0
        while elapsed < minimum || calls == 0 {
            prepare()
            let t0 = seconds()
            body()
            elapsed += seconds() - t0
            calls += 1
        }
        results.append(elapsed / Double(calls * units) * 1e9)
    }
    results.sort()
    return results[results.count / 2]
}

/// Runs this program again with `arguments` (in a fresh process, so that a
/// measurement starts from an empty heap) and returns the integer it prints
/// last, or nil if it failed. Linux only (nil elsewhere).
public func measureInFreshProcess(_ arguments: [String]) -> Int? {
    #if canImport(Glibc)
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    guard length > 0 else { return nil }
    let executable = String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let output = "/tmp/fluid-measure-\(getpid()).txt"
    let command = ([executable] + arguments).map { "'" + $0 + "'" }.joined(separator: " ") + " > '" + output + "'"
    guard system(command) == 0, let f = fopen(output, "r") else { return nil }
    defer {
        fclose(f)
        unlink(output)
    }
    var result: Int?
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), f) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let value = Int(line) { result = value }
    }
    return result
    #else
    return nil
    #endif
}
