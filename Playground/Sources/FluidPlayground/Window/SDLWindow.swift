import CSDL2
import FluidPhysics
import FluidRenderer

/// A resizable, HiDPI-aware SDL window with a vsync renderer and a
/// streaming ARGB8888 texture (Cairo's ARGB32 layout) that each frame is
/// drawn into with Cairo and presented.
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: Int32(0), height: Int32(0))
    /// The labels' Pango layouts, kept across frames: each frame's canvas
    /// wraps that frame's locked pixels, but they all share this cache.
    private let textLayouts = TextLayoutCache()

    /// Initialises SDL video and opens a `size`-point window titled `title`
    /// (no "+" in it: `xdotool search --name` takes a regex).
    init(title: String, size: Size) throws(PlaygroundFailure) {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw PlaygroundFailure(message: "SDL_Init: \(Self.lastError)") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(size.width.rounded()), Int32(size.height.rounded()), flags) else {
            let message = "SDL_CreateWindow: \(Self.lastError)"
            SDL_Quit()
            throw PlaygroundFailure(message: message)
        }
        let rendererFlags = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let r = SDL_CreateRenderer(w, -1, rendererFlags) ?? SDL_CreateRenderer(w, -1, 0) else {
            let message = "SDL_CreateRenderer: \(Self.lastError)"
            SDL_DestroyWindow(w)
            SDL_Quit()
            throw PlaygroundFailure(message: message)
        }
        window = w
        renderer = r
        SDL_SetWindowMinimumSize(w, 200, 200)
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    private static var lastError: String { String(cString: SDL_GetError()) }

    /// The window's size in points.
    var pointSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(Swift.max(w, 1)), height: Double(Swift.max(h, 1)))
    }

    /// The drawable size in pixels.
    var pixelSize: (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Swift.max(w, 1), Swift.max(h, 1))
    }

    /// Draws one frame: `body` paints a canvas in points (scale = pixels per
    /// point) straight into the texture, which is then presented (waiting
    /// for vsync).
    func drawFrame(_ body: (CairoCanvas) -> Void) {
        let px = pixelSize
        if texture == nil || textureSize != px {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), px.width, px.height)
            textureSize = px
        }
        guard let texture else { return }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
        let scale = Double(px.width) / pointSize.width
        if let canvas = try? CairoCanvas(pixels: pixels, pixelWidth: Int(px.width), pixelHeight: Int(px.height),
                                         stride: Int(pitch), scale: scale, textLayouts: textLayouts) {
            body(canvas)
            canvas.flush()
        }
        SDL_UnlockTexture(texture)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
