/// Why an offscreen render or a PNG could not be made.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image surface could not be created (a size of 0 or above Cairo's
    /// 32767-pixel limit, or out of memory); the sizes are pixels.
    case surfaceUnavailable(width: Int, height: Int)
    /// Cairo could not write the PNG at `path`; `reason` is Cairo's message.
    case pngNotWritten(path: String, reason: String)
    /// The PNG at `path` could not be read.
    case pngNotRead(path: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .surfaceUnavailable(let w, let h): return "cannot create a \(w)x\(h)-pixel image surface"
        case .pngNotWritten(let path, let reason): return "cannot write \(path): \(reason)"
        case .pngNotRead(let path): return "cannot read \(path) as a PNG"
        }
    }
}
