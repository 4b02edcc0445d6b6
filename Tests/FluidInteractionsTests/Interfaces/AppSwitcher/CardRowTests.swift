import FluidInteractions
import FluidPhysics
import Testing

@Suite("CardRow")
struct CardRowTests {
    /// The app switcher's row on the phone: 96 pt cards 12 pt apart around (195, 428.5).
    let row = CardRow(center: Point(x: 195, y: 428.5), cardSize: Size(width: 96, height: 96), spacing: 12, slide: 40)

    @Test func slotsArePitchApartAroundTheCentre() {
        #expect(row.pitch == 108)
        #expect(row.frame(ofSlot: 0) == Rect(x: 147, y: 380.5, width: 96, height: 96))
        #expect(row.frame(ofSlot: 1) == Rect(x: 255, y: 380.5, width: 96, height: 96))
        #expect(row.frame(ofSlot: -2) == Rect(x: -69, y: 380.5, width: 96, height: 96))
    }

    @Test func neighboursSlideInFromOutside() {
        #expect(row.frame(ofSlot: 1, revealed: 0) == Rect(x: 295, y: 380.5, width: 96, height: 96))
        #expect(row.frame(ofSlot: -1, revealed: 0.5) == Rect(x: 19, y: 380.5, width: 96, height: 96))
        #expect(row.frame(ofSlot: 2, revealed: 1) == row.frame(ofSlot: 2))
        for p in [0.0, 0.3, 1] { #expect(row.frame(ofSlot: 0, revealed: p) == row.frame(ofSlot: 0)) }
        // Clamped, and a progress that is not a number shows the row in place.
        #expect(row.frame(ofSlot: 1, revealed: -3) == row.frame(ofSlot: 1, revealed: 0))
        #expect(row.frame(ofSlot: 1, revealed: 7) == row.frame(ofSlot: 1))
        #expect(row.frame(ofSlot: -1, revealed: .nan) == row.frame(ofSlot: -1))
    }
}
