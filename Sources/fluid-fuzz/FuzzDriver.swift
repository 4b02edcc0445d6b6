import FluidFuzzing
import FluidScripting

// Two builds of one program.
//
// With `-DFUZZING -sanitize=fuzzer,address` (scripts/fuzz) it is a libFuzzer
// binary: `FLUID_FUZZ_TARGET=NAME fluid-fuzz [libFuzzer options] CORPUS...`.
// A broken contract stops it with the finding's message, so libFuzzer keeps
// the input as a crash.
//
// Otherwise it replays stored inputs with no fuzzer runtime:
// `fluid-fuzz NAME FILE...` prints one line per input and exits 1 on a
// finding, so a crasher can be checked in an ordinary build.

#if canImport(Glibc)
import Glibc
#endif

/// Writes `line` and a newline to standard error.
func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

#if FUZZING

/// The target this process fuzzes, chosen once from `FLUID_FUZZ_TARGET`.
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let finding = MainActor.assumeIsolated { target.run(bytes) }
    if let finding { fatalError("fuzz target \(target.name): \(finding)") }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The process entry (SwiftPM names an executable's entry `<module>_main`):
/// picks the target, then hands over to libFuzzer.
@_cdecl("fluid_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let name = getenv("FLUID_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        printError("fluid-fuzz: set FLUID_FUZZ_TARGET to one of: \(names)")
        return 2
    }
    selectedTarget = target
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}

#else

/// Replays stored inputs through one target.
@main
enum FuzzReplay {
    @MainActor
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--trace" {
            arguments.removeFirst()
            FuzzTarget.trace = { print("  " + $0) }
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name), arguments.count > 1 else {
            let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
            printError("usage: fluid-fuzz [--trace] TARGET FILE...  (targets: \(names))")
            exit(2)
        }
        var failed = false
        for path in arguments.dropFirst() {
            let bytes: [UInt8]
            do { bytes = try InputFile.read(path, limit: .max) } catch {
                printError("fluid-fuzz: \(error)")
                exit(2)
            }
            if let finding = target.run(bytes) {
                print("\(path): \(finding)")
                failed = true
            } else {
                print("\(path): ok")
            }
        }
        exit(failed ? 1 : 0)
    }
}

#endif
