import FluidGestures
import FluidTestSupport
import Testing

@Suite("GestureEvents")
struct GestureEventsTests {
    @Test func readsLikeAnArray() {
        var events = GestureEvents<Int>()
        #expect(events.isEmpty && events.first == nil && events.last == nil && events.count == 0)
        events.append(7)
        events.append(contentsOf: [8, 9])
        #expect(events.count == 3 && events.first == 7 && events.last == 9 && events[1] == 8)
        #expect(Array(events) == [7, 8, 9])
        #expect(events.contains(8) && !events.contains(4))
        #expect(events.map { $0 * 2 } == [14, 16, 18])
        #expect(events.reversed() == [9, 8, 7])
        var walked: [Int] = []
        for e in events { walked.append(e) }
        #expect(walked == [7, 8, 9])
        #expect(events.indices == 0..<3)
        #expect(events.description == "[7, 8, 9]")
        #expect(GestureEvents<Int>().description == "[]")
        events.append(10)
        #expect(events.count == GestureEvents<Int>.capacity)
    }

    @Test func equalityAndHashingFollowTheEventsInOrder() {
        let a: GestureEvents<String> = ["down", "up"]
        #expect(a == ["down", "up"])
        #expect(a != ["up", "down"])
        #expect(a != ["down"])
        #expect(GestureEvents("down") == ["down"])
        #expect(Set([a, ["down", "up"], ["down"]]).count == 2)
    }

    @Test func aFifthEventIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            var events: GestureEvents<Int> = [1, 2, 3, 4]
            events.append(5)
        }
    }
}
