import FluidInteractions
import FluidPhysics

/// What a designer hands an engineer with a tuning: `NAME.tuning.md`, the
/// code for each tuned spring on the eight platforms ``SpringExport``
/// knows, its numbers both ways, and the other tuned values — written
/// beside the tuning file itself (`NAME.tuning.json`) by the playground's
/// E and the web page's export.
public enum TuningHandoff {
    /// The Markdown for `tuning` of the interface named `interface`, in the
    /// order of `tunables` (the interface's, which say what each value is):
    /// a section per tuned value — a spring's response and damping ratio,
    /// duration and bounce, and its code for every platform; a number with
    /// its unit; a choice by name. Untuned values are left out.
    public static func markdown(interface: String, tuning: Tuning, tunables: [Tunable]) -> String {
        var out = "# \(interface): tuned values\n\n"
        out += "Read by `fluid replay SCRIPT --tuning \(interface).tuning.json` and "
        out += "`fluid-playground --tuning \(interface).tuning.json`.\n"
        let tuned = tunables.filter { tuning.values[$0.name] != nil }
        if tuned.isEmpty { out += "\nNothing is tuned: every value is the interface's default.\n" }
        for tunable in tuned {
            let value = tuning.value(tunable)
            out += "\n## \(tunable.name)\n\n\(tunable.summary)\n\n"
            switch value {
            case .spring(let response, let ratio):
                out += "\(value)\n"
                for export in SpringExport.all(for: SpringReport(spring: Spring(response: response, dampingRatio: ratio))) {
                    out += "\n### \(export.platform)\n\n```\n\(export.code)\n```\n"
                    if let note = export.note { out += "\n\(note)\n" }
                }
            case .number(let number):
                out += "\(DecimalFormat.format(number)) \(tunable.unit)\n"
            case .choice(let name):
                out += "\"\(name)\"\n"
            }
        }
        return out
    }
}
