import FluidInteractions
import FluidPhysics
import Testing

@Suite("InteractionValue literals")
struct InteractionValueLiteralTests {
    @Test func eachTypeReportsItsFixedForm() {
        #expect(true.interactionValue == .bool(true))
        #expect(0.1.interactionValue == .number(0.1))
        #expect((-7).interactionValue == .number(-7))
        #expect((1 << 53).interactionValue == .number(9_007_199_254_740_992))
        #expect("open".interactionValue == .string("open"))
        #expect(Point(x: 1, y: -2).interactionValue == .point(Point(x: 1, y: -2)))
        #expect(Vector(dx: 3, dy: 4).interactionValue == .object([.init("x", .number(3)), .init("y", .number(4))]))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).interactionValue == .frame(Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect((nil as Double?).interactionValue == .null && (2.5 as Double?).interactionValue == .number(2.5))
        #expect([1.0, 2].interactionValue == .array([.number(1), .number(2)]))
        #expect(([] as [Rect]).interactionValue == .array([]))
        #expect(InteractionValue.null.interactionValue == .null)
    }

    @Test func aValueOfAnyConvertibleTypeTakesItsReportedForm() {
        #expect(InteractionValue(3) == .number(3))
        #expect(InteractionValue(Point(x: 1, y: 2)) == .point(Point(x: 1, y: 2)))
        #expect(InteractionValue([1.0, 2]) == .array([.number(1), .number(2)]))
        #expect(InteractionValue(nil as Rect?) == .null)
        let literals: [InteractionValue] = [true, 2, 2.5, "s", nil]
        #expect(literals == [.bool(true), .number(2), .number(2.5), .string("s"), .null])
    }

    @Test func aDictionaryLiteralIsAnObjectInTheOrderWritten() {
        let row: Int? = nil
        let value: InteractionValue = ["z": 1.5, "a": true, "m": "x", "row": .init(row), "list": [0.25, 0.5], "inner": ["k": 2]]
        #expect(value == .object([
            .init("z", .number(1.5)), .init("a", .bool(true)), .init("m", .string("x")), .init("row", .null),
            .init("list", .array([.number(0.25), .number(0.5)])), .init("inner", .object([.init("k", .number(2))])),
        ]))
        #expect(value["inner"]?["k"]?.number == 2)
    }

    @Test func repeatedKeysAreKeptAndTheFirstIsFound() {
        let value: InteractionValue = ["k": 1, "k": 2]
        #expect(value == .object([.init("k", .number(1)), .init("k", .number(2))]))
        #expect(value["k"]?.number == 1)
    }

    @Test func anArrayLiteralMixesTypes() {
        let value: InteractionValue = [1, "two", false, .point(Point(x: 0, y: 0))]
        #expect(value == .array([.number(1), .string("two"), .bool(false), .point(Point(x: 0, y: 0))]))
        let empty: InteractionValue = [:]
        #expect(empty == .object([]))
    }

    @Test func namesMadeAtRunTimeKeepTheirOrder() {
        let value = InteractionValue(keysAndValues: (0..<3).map { ("row.\($0)", Double($0) * 10) })
        #expect(value == .object([.init("row.0", .number(0)), .init("row.1", .number(10)), .init("row.2", .number(20))]))
        #expect(InteractionValue(keysAndValues: [(String, Bool)]()) == .object([]))
    }
}
