import FluidCommandLine

extension FuzzTarget {
    /// `fluid`'s argument parsing, in-process: up to twelve arguments drawn
    /// from the tool's own subcommands, options and interesting values, or
    /// arbitrary text. Parsing (with validation, running nothing) either
    /// accepts them or gives one non-empty line to print after `fluid: `;
    /// it never stops the program.
    static let arguments = FuzzTarget(
        name: "arguments",
        summary: "fluid's argument parsing and validation (one-line errors, never a crash)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        var arguments: [String] = []
        for _ in 0 ..< input.int(below: 13) {
            switch input.int(below: 8) {
            case 0, 1, 2: arguments.append(input.pick(argumentWords))
            case 3, 4: arguments.append(input.pick(argumentValues))
            case 5: arguments.append(String(input.double()))
            case 6: arguments.append("--" + input.pick(argumentWords).drop { $0 == "-" } + "=" + input.pick(argumentValues))
            default:
                var bytes: [UInt8] = []
                for _ in 0 ..< input.int(below: 24) { bytes.append(input.byte()) }
                arguments.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        guard let problem = FluidTool.parseProblem(arguments) else { return }
        try fuzzCheck(!problem.isEmpty && !problem.contains("\n"), "\(arguments): message \(problem.debugDescription)")
    }

    /// Subcommands and options of `fluid` (from its `--help`).
    static let argumentWords = [
        "layout", "replay", "spring", "decay", "project", "plot", "help",
        "--at", "--bounce", "--damping", "--damping-ratio", "--decay", "--distance", "--duration", "--epsilon",
        "--extra-bounce", "--field", "--fps", "--from", "--grid", "--help", "--initial-velocity", "--json",
        "--land-at", "--list", "--mass", "--max-error", "--output", "--png", "--points", "--rate", "--response",
        "--safe-area", "--script", "--settling-duration", "--spring", "--stiffness", "--threshold", "--velocity",
        "--viewport", "-h", "-o", "--", "-",
    ]

    /// Values worth trying after an option.
    static let argumentValues = [
        "0", "-0", "1", "-1", "0.5", "1e-9", "1e300", "-1e300", "1e999", "nan", "NaN", "inf", "-inf", "0x1p-1074",
        "390x844", "0x0", "-390x844", "1e308x1e308", "nanxnan", "47,0,34,0", "1,2,3", "normal", "fast", "0.998",
        "snappy", "smooth", "bouncy", "pip", "drawer", "no-such-interface", "", " ", "🙂", "/dev/null", "/nonexistent/x.json",
        "2.5,0.5", "120", "1000", "1001",
    ]
}
