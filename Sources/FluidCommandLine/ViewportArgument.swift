import Foundation
import FluidInteractions
import FluidPhysics

/// Reads `--viewport WIDTHxHEIGHT` and `--safe-area top,left,bottom,right`.
enum ViewportArgument {
    /// The validated viewport, or a `CLIError` naming the option and the problem.
    static func parse(viewport: String, safeArea: String) throws(CLIError) -> Viewport {
        let size = viewport.split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = number(size[0]), let height = number(size[1]) else {
            throw CLIError("--viewport: expected WIDTHxHEIGHT in points, such as 390x844 (got '\(viewport)')")
        }
        let edges = safeArea.split(separator: ",", omittingEmptySubsequences: false)
        let insets = edges.compactMap(number)
        guard edges.count == 4, insets.count == 4 else {
            throw CLIError("--safe-area: expected four numbers top,left,bottom,right in points, such as 47,0,34,0 (got '\(safeArea)')")
        }
        if insets.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            if insets[0] + insets[2] >= height, height.isFinite, height > 0 {
                throw CLIError("--safe-area: top + bottom (\(insets[0] + insets[2])) must be less than the height (\(height))")
            }
            if insets[1] + insets[3] >= width, width.isFinite, width > 0 {
                throw CLIError("--safe-area: left + right (\(insets[1] + insets[3])) must be less than the width (\(width))")
            }
        }
        do {
            return try Viewport.validated(width: width, height: height,
                                          safeArea: .init(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
        } catch {
            let inset = error.parameter.hasPrefix("safeArea.")
            let text = inset ? String(error.description.dropFirst("safeArea.".count)) : error.description
            throw CLIError("\(inset ? "--safe-area" : "--viewport"): \(text)")
        }
    }

    /// A plain decimal number (no "nan", "inf" or hexadecimal).
    private static func number(_ text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.+-eE".contains($0) }) else { return nil }
        return Double(trimmed)
    }
}
