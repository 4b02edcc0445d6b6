import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidScripting

extension PageSession {
    /// The tuning panel as the page draws it: per tunable its name, kind,
    /// summary and whether it is tuned, and per control (`TuningControl`:
    /// a number's slider, a spring's four, a choice's segments) its label,
    /// its value as text and where it sits on its track (0…1; a segment 1
    /// when selected).
    ///
    ///     {"interface": "drawer", "tuned": true, "tunables": [
    ///       {"name": "flickSpring", "kind": "spring", "summary": "…", "tuned": true,
    ///        "controls": [{"label": "response", "text": "0.45 s", "fraction": 0.41}, …]}, …]}
    public var panel: InteractionValue {
        let tuning = self.tuning
        let tunables = kind.tunables.map { tunable -> InteractionValue in
            let value = tuning.value(tunable)
            let controls = TuningControl.controls(of: tunable).map { control -> InteractionValue in
                ["label": .string(control.label(for: tunable)), "text": .string(control.text(of: value, for: tunable)),
                 "fraction": .number(control.fraction(of: value, for: tunable))]
            }
            return ["name": .string(tunable.name), "kind": .string(tunable.kindName), "summary": .string(tunable.summary),
                    "tuned": .bool(tuning.values[tunable.name] != nil), "controls": .array(controls)]
        }
        return ["interface": .string(kind.interfaceName), "tuned": .bool(!tuning.isEmpty), "tunables": .array(tunables)]
    }

    /// Moves control `control` of tunable `index` (the panel's order) to
    /// `fraction` of its track, and puts the new tuning in force at once.
    ///
    /// - Throws: ``PageError`` for an index outside the panel or a fraction
    ///   that is not finite.
    public func moveControl(_ control: Int, ofTunable index: Int, to fraction: Double) throws(PageError) {
        let tunables = kind.tunables
        guard tunables.indices.contains(index) else { throw PageError("no tunable \(index) in \(kind.interfaceName)") }
        let tunable = tunables[index]
        let controls = TuningControl.controls(of: tunable)
        guard controls.indices.contains(control) else { throw PageError("no control \(control) of \(tunable.name)") }
        guard fraction.isFinite else { throw .notFinite("a control's position") }
        var tuning = self.tuning
        guard let value = controls[control].value(at: fraction, for: tunable, from: tuning.value(tunable)) else { return }
        do { try tuning.set(tunable, to: value) } catch { throw PageError("\(error)") }
        try retune(tuning)
    }

    /// Every tunable back to its default, at once.
    public func resetTuning() throws(PageError) {
        try retune(Tuning())
    }

    /// The tuning as the file the page downloads (`NAME.tuning.json`, the
    /// pinned `fluid-tuning` format that `fluid replay --tuning` reads).
    public var tuningFile: TuningFile { TuningFile(interface: kind.interfaceName, tuning: tuning) }

    /// The Markdown handed over beside it (`NAME.tuning.md`): the code for
    /// each tuned spring on eight platforms.
    public var tuningHandoff: String {
        TuningHandoff.markdown(interface: kind.interfaceName, tuning: tuning, tunables: kind.tunables)
    }

    /// Puts the tuning of a `fluid-tuning` file in force (the page's
    /// import of a file a designer saved).
    ///
    /// - Throws: ``PageError`` with the parser's message for a malformed
    ///   file or one for another interface.
    public func load(tuningFile text: String) throws(PageError) {
        let tuning: Tuning
        do throws(ScriptError) {
            tuning = try TuningFile(parsing: text).tuning(for: kind.interfaceName)
        } catch {
            throw PageError(error.description)
        }
        try retune(tuning)
    }
}
