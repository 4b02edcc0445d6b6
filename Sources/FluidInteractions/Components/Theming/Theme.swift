/// The five themes of the theming interface, each a `Palette` (colours as
/// sRGB hex): two that follow the system's appearance and three of their own.
///
/// | theme      | background | surface | text    | accent  |
/// |------------|------------|---------|---------|---------|
/// | `classic`  | #F2F2F7    | #FFFFFF | #1C1C1E | #0A84FF |
/// | `midnight` | #1C1C1E    | #2C2C2E | #F2F2F7 | #BF5AF2 |
/// | `ocean`    | #0B2A3F    | #12425F | #E3F4FF | #35C6E8 |
/// | `sunset`   | #FFE3D3    | #FFF3EA | #4A1F12 | #FF5F3A |
/// | `forest`   | #112A1E    | #1E4431 | #E3F2E8 | #7BD389 |
public enum Theme: String, Hashable, Sendable, CaseIterable {
    /// Light: the automatic choice for a light system appearance.
    case classic
    /// Dark: the automatic choice for a dark system appearance.
    case midnight
    /// Deep blue.
    case ocean
    /// Warm and light.
    case sunset
    /// Deep green.
    case forest

    /// The theme's colours.
    public var palette: Palette {
        switch self {
        case .classic: return Palette(background: 0xF2F2F7, surface: 0xFFFFFF, text: 0x1C1C1E, accent: 0x0A84FF)
        case .midnight: return Palette(background: 0x1C1C1E, surface: 0x2C2C2E, text: 0xF2F2F7, accent: 0xBF5AF2)
        case .ocean: return Palette(background: 0x0B2A3F, surface: 0x12425F, text: 0xE3F4FF, accent: 0x35C6E8)
        case .sunset: return Palette(background: 0xFFE3D3, surface: 0xFFF3EA, text: 0x4A1F12, accent: 0xFF5F3A)
        case .forest: return Palette(background: 0x112A1E, surface: 0x1E4431, text: 0xE3F2E8, accent: 0x7BD389)
        }
    }

    /// The theme automatic mode picks for a system appearance: classic when
    /// light, midnight when dark.
    public static func automatic(for appearance: SystemEvent.Appearance) -> Theme {
        appearance == .dark ? .midnight : .classic
    }
}
