import Testing
import WebBrowserSupport

/// Every test that drives the page in the shared headless Chromium, one at
/// a time: two tabs at once would share the browser's frames and this
/// machine's cores, and real-time gestures would lose their timing.
@Suite("In Chromium", .serialized)
enum InChromium {}
