import FluidInteractions
import FluidPhysics
import Testing

@Suite("Layer.slot and Layer.caption")
struct LayerStyleTests {
    @Test func slotIsADashedWhiteOutline() {
        let frame = Rect(x: 1, y: 2, width: 80, height: 80)
        let slot = Layer.slot("end.left", frame: frame, cornerRadius: 16, alpha: 0.15)
        #expect(slot == Layer("end.left", frame: frame, cornerRadius: 16, stroke: Color(red: 1, green: 1, blue: 1, alpha: 0.15),
                              strokeWidth: 2, dashed: true))
        #expect(slot.fill == nil)
    }

    @Test func captionIsTextWithoutFill() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 22)
        let caption = Layer.caption("title", frame: frame, text: "hello", color: .black, fontSize: 15)
        #expect(caption == Layer("title", frame: frame, text: "hello", textColor: .black, fontSize: 15))
        #expect(caption.fill == nil && caption.stroke == nil)
    }
}
