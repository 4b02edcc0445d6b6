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
    /// code for every platform; then the other tuned values (FluidDesign's
    /// `TuningHandoff`, as the web page writes it).
    static func code(for file: TuningFile, tunables: [Tunable]) -> String {
        TuningHandoff.markdown(interface: file.interface, tuning: file.tuning, tunables: tunables)
    }
}
