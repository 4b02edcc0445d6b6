/// The device behind a pointer.
///
/// Recognizers use it only where the devices differ in what they can report:
/// a mouse has no force, so `ForcePressRecognizer` synthesises one from the
/// press duration.
public enum PointerKind: Hashable, Sendable, CaseIterable {
    /// A finger on a touch screen or trackpad.
    case touch
    /// A mouse or any other button-and-cursor device.
    case mouse
    /// A stylus.
    case pen
}
