// Only the umbrella: every name below must come through `import Fluid`
// (this target does not depend on FluidScripting or FluidDesign itself).
import Fluid
import Testing

@Suite("Fluid: the umbrella module")
struct UmbrellaTests {
    /// The README says `import Fluid` brings in every library; one name
    /// from each proves it does.
    @Test func oneImportBringsInEveryLibrary() throws {
        let spring = Spring(response: 0.5, dampingRatio: 1)                        // FluidPhysics
        let motion = SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: 0) // FluidAnimation
        let tracker = VelocityTracker()                                           // FluidGestures
        let pip = PictureInPicture(viewport: .init(width: 390, height: 844))      // FluidInteractions
        let json = #"{"format": "fluid-gesture-script", "version": 1, "interface": "pip", "viewport": {"width": 390, "height": 844}, "#
            + #""events": [{"t": 0, "phase": "began", "pointer": 1, "x": 200, "y": 400}, {"t": 0.1, "phase": "ended", "pointer": 1, "x": 200, "y": 400}], "until": 1}"#
        let script = try GestureScript(utf8: Array(json.utf8))                     // FluidScripting
        let exports = SpringExport.all(for: SpringReport(spring: spring))         // FluidDesign
        #expect(motion.isSettled(at: 5) && tracker.velocity == .zero && pip.isSettled)
        #expect(script.interface == "pip" && exports.count == 8)
    }
}
