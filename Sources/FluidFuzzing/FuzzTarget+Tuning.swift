import FluidInteractions
import FluidPhysics
import FluidScripting

extension FuzzTarget {
    /// Tuning files and tuned models. Half the inputs are arbitrary bytes for
    /// the `fluid-tuning` parser: a typed `ScriptError`, or a file whose
    /// every value its tunable accepts and that survives a JSON round trip.
    /// The other half build a tuning for a random interface — every tunable
    /// maybe set, to anything (NaN, out of range, the other kind, either
    /// spring spelling) — through the file format; an accepted one is put in
    /// force, mid-gesture as well, and the model must stay finite and settle.
    static let tuning = FuzzTarget(
        name: "tuning",
        summary: "tuning-file parser on arbitrary bytes and round trip; tuned models with arbitrary touches (finite, settles)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        if input.bool() {
            var bytes: [UInt8] = []
            while !input.isExhausted { bytes.append(input.byte()) }
            _ = try checkedTuningFile(bytes)
            return
        }
        let type = input.pick(InteractionCatalog.all)
        var fields: [InteractionValue.Field] = []
        for tunable in type.tunables where input.bool() {
            fields.append(.init(tunable.name, fuzzedValue(for: tunable, &input)))
        }
        let json = InteractionValue.object([
            .init("format", .string(TuningFile.formatName)), .init("version", .number(1)),
            .init("interface", .string(type.interfaceName)), .init("values", .object(fields)),
        ])
        guard let file = try checkedTuningFile(Array(json.jsonText().utf8)) else { return }
        var model = type.make(viewport: .phone)
        do { try model.retune(file.tuning) } catch {
            throw FuzzFinding("\(type.interfaceName) refuses a tuning its file accepted: \(error)")
        }
        try fuzzCheck(model.tuning == file.tuning, "\(type.interfaceName) keeps another tuning than it was given")
        try exercise(&model, &input)
    }

    /// Parses `bytes` as a tuning file; checks an accepted one. Returns it,
    /// or nil when refused (with a non-empty, one-line reason).
    private static func checkedTuningFile(_ bytes: [UInt8]) throws(FuzzFinding) -> TuningFile? {
        let file: TuningFile
        do throws(ScriptError) { file = try TuningFile(utf8: bytes) } catch {
            try fuzzCheck(!error.description.isEmpty && !error.description.contains("\n"), "empty or multi-line tuning error")
            return nil
        }
        guard let type = InteractionCatalog.model(named: file.interface) else {
            throw FuzzFinding("a tuning file for an unknown interface \(file.interface) was accepted")
        }
        do { try file.tuning.validate(against: type.tunables) } catch {
            throw FuzzFinding("an accepted tuning file holds a value its tunable refuses: \(error)")
        }
        let again: TuningFile
        do throws(ScriptError) { again = try TuningFile(parsing: file.jsonValue.jsonText()) } catch {
            throw FuzzFinding("an accepted tuning file fails to re-parse from its own JSON: \(error)")
        }
        try fuzzCheck(again == file, "JSON round trip changed the tuning file")
        return file
    }

    /// A value for `tunable` in a tuning file: usually of its kind, often
    /// near or past its range, sometimes not finite or of another kind.
    private static func fuzzedValue(for tunable: Tunable, _ input: inout FuzzInput) -> InteractionValue {
        switch input.int(below: 8) {
        case 0: return .number(input.double())
        case 1: return .string(input.pick(["", "spring", "power", "linear", "easeOut", "perAxisProjection"]))
        case 2: return .object([.init("response", .number(input.double())), .init("dampingRatio", .number(input.double()))])
        case 3: return .object([.init("duration", .number(input.double())), .init("bounce", .number(input.double()))])
        default: break
        }
        switch tunable.kind {
        case .spring:
            if input.bool() {
                return .object([.init("response", .number(input.value(in: 0.04 ... 5.2))),
                                .init("dampingRatio", .number(input.value(in: 0.04 ... 2.1)))])
            }
            return .object([.init("duration", .number(input.value(in: 0.04 ... 5.2))), .init("bounce", .number(input.value(in: -0.6 ... 0.99)))])
        case .number(_, let range):
            let span = range.upperBound - range.lowerBound
            return .number(input.value(in: (range.lowerBound - 0.05 * span) ... (range.upperBound + 0.05 * span)))
        case .choice(_, let choices):
            return .string(input.pick(choices + ["other"]))
        }
    }
}
