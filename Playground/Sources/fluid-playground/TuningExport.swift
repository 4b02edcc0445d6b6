import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidScripting

/// What the tuning panel's E writes: the tuning file (`NAME.tuning.json`,
/// the pinned `fluid-tuning` format that `fluid replay --tuning` and
/// `fluid-playground --tuning` read) and beside it `NAME.tuning.md`, the
/// code for each tuned spring on the eight platforms `fluid spring` knows.
enum TuningExport {
    /// The file names for `interface` in `directory`.
    static func paths(for interface: String, in directory: String) -> (tuning: String, code: String) {
        let base = (directory.hasSuffix("/") ? directory : directory + "/") + interface + ".tuning"
        return (base + ".json", base + ".md")
    }

    /// Writes both files; returns their paths.
    ///
    /// - Throws: `PlaygroundFailure` (status 1) when a file cannot be written.
    static func save(_ file: TuningFile, tunables: [Tunable], in directory: String) throws(PlaygroundFailure) -> (tuning: String, code: String) {
        let paths = paths(for: file.interface, in: directory)
        try writeTextFile(file.jsonValue.jsonText(pretty: true) + "\n", to: paths.tuning)
        try writeTextFile(code(for: file, tunables: tunables), to: paths.code)
        return paths
    }

    /// The Markdown: for each tuned spring, its numbers both ways and the
    /// code for every platform; then the other tuned values.
    static func code(for file: TuningFile, tunables: [Tunable]) -> String {
        var out = "# \(file.interface): tuned values\n\n"
        out += "Read by `fluid replay SCRIPT --tuning \(file.interface).tuning.json` and "
        out += "`fluid-playground --tuning \(file.interface).tuning.json`.\n"
        let tuned = tunables.filter { file.tuning.values[$0.name] != nil }
        if tuned.isEmpty { out += "\nNothing is tuned: every value is the interface's default.\n" }
        for tunable in tuned {
            let value = file.tuning.value(tunable)
            switch value {
            case .spring(let response, let ratio):
                let spring = Spring(response: response, dampingRatio: ratio)
                out += "\n## \(tunable.name)\n\n\(tunable.summary)\n\n\(value)\n"
                for export in SpringExport.all(for: SpringReport(spring: spring)) {
                    out += "\n### \(export.platform)\n\n```\n\(export.code)\n```\n"
                    if let note = export.note { out += "\n\(note)\n" }
                }
            case .number(let value):
                out += "\n## \(tunable.name)\n\n\(tunable.summary)\n\n\(number(value)) \(tunable.unit)\n"
            case .choice(let name):
                out += "\n## \(tunable.name)\n\n\(tunable.summary)\n\n\"\(name)\"\n"
            }
        }
        return out
    }

    private static func number(_ value: Double) -> String { InteractionValue.jsonNumber(value) }
}
