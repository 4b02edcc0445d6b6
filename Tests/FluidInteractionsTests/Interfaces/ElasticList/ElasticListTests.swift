import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Interface: elastic list")
struct ElasticListTests {
    let phone = Viewport.phone
    /// The list fills the safe area 47…810 (763 pt); 300 rows of 64 + 8 with 8 above and below:
    /// 21 608 pt of content, so the offset runs 0…20 845.
    let maxOffset = 21_608.0 - 763

    /// Row `i`'s layout centre on screen at offset `o`.
    func center(_ i: Int, offset o: Double = 0) -> Double { 47 + 8 + 72 * Double(i) + 32 - o }

    /// Checks order and gaps of the visible rows: every gap at least the minimum.
    func expectOrdered(_ list: ElasticList, _ comment: String = "") {
        let rows = list.visibleRowIndices
        #expect(rows == Array((rows.first ?? 0)..<((rows.first ?? 0) + rows.count)), "visible rows are contiguous \(comment)")
        for (a, b) in zip(rows, rows.dropFirst()) {
            let upper = list.rowFrame(index: a), lower = list.rowFrame(index: b)
            #expect(lower.minY - upper.maxY >= ElasticList.minimumGap - 1e-9,
                    "gap between rows \(a) and \(b) is \(lower.minY - upper.maxY) \(comment)")
        }
    }

    @Test func layoutFillsTheSafeArea() {
        let list = ElasticList(viewport: phone)
        #expect(list.listFrame == Rect(x: 0, y: 47, width: 390, height: 763))
        expectClose(list.maxOffset, maxOffset, tolerance: 1e-9)
        #expect(list.rowFrame(index: 0) == Rect(x: 16, y: 55, width: 358, height: 64))
        #expect(list.rowFrame(index: 10) == Rect(x: 16, y: 55 + 720, width: 358, height: 64))
        #expect(list.visibleRowIndices == Array(0...10))
        #expect(list.state["atRest"]?.bool == true)
        #expect(list.state["rows"]?.array?.count == 11)
        #expect(list.layout["row.10"] != nil && list.layout["row.11"] == nil)
    }

    @Test func draggingFollowsTheFingerLikeAScrollView() {
        var list = ElasticList(viewport: phone)
        // Finger up 200 pt: the content scrolls down into the list by 200 − 10 (the scroll slop).
        let touches = Touches.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 400), at: 0, duration: 0.5)
        list.run(Array(touches.dropLast()), until: 0.55)
        expectClose(list.contentOffset, 190, tolerance: 1e-9)
        #expect(list.velocity == 0, "the finger has been still for more than 40 ms")
        #expect(list.number("rowTaps") == 0)
        #expect(list.state["atRest"]?.bool == false)
    }

    @Test func displacementGrowsWithDistanceFromTheFingerDuringASteadyDrag() {
        var list = ElasticList(viewport: phone)
        list.run(Touches.tap(at: Point(x: 195, y: 400), time: 0), until: 0.1) // nothing moves
        // 1000 pt/s, steady: finger from 700 up to 300.
        let touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0.2, duration: 0.4)
        list.run(Array(touches.dropLast()), until: 0.6)
        let finger = 300.0
        let rows = list.visibleRowIndices
        let offsets = rows.map { (distance: center($0, offset: list.contentOffset) - finger, offset: list.rowOffset(index: $0),
                                  raw: list.rowDisplacement(index: $0)) }
        // Against the motion: the content moves up, rows lag downward.
        #expect(offsets.allSatisfy { $0.offset >= 0 && $0.raw >= 0 })
        for side in [offsets.filter { $0.distance >= 0 }, offsets.filter { $0.distance <= 0 }.reversed()] {
            for (near, far) in zip(side, side.dropFirst()) {
                #expect(far.raw >= near.raw - 1e-9, "spring displacement grows away from the finger")
                #expect(far.offset >= near.offset - 1e-9, "displayed offset grows away from the finger")
            }
        }
        let nearest = offsets.min { Swift.abs($0.distance) < Swift.abs($1.distance) }!
        let farthest = offsets.max { Swift.abs($0.distance) < Swift.abs($1.distance) }!
        #expect(nearest.offset < 1, "the row under the finger tracks it: \(nearest.offset)")
        #expect(farthest.offset > 20, "far rows lag: \(farthest.offset)")
        expectOrdered(list)
    }

    @Test func rowsNeverCrossOrOverlapUnderRandomDrags() {
        var g = SeededRandom(seed: 2024)
        var clamped = 0
        for run in 0..<40 {
            var list = ElasticList(viewport: phone)
            var t = 0.0
            var touches: [TouchEvent] = []
            for _ in 0..<Int(g.uniform(1...4.99)) {
                let start = Point(x: g.uniform(20...370), y: g.uniform(60...800))
                let end = Point(x: g.uniform(20...370), y: g.uniform(-200...1000))
                let duration = g.logUniform(0.04, 0.8)
                touches += Touches.drag(from: start, to: end, at: t, duration: duration, hold: g.chance(0.3) ? 0.1 : 0,
                                        cancel: g.chance(0.1))
                t += duration + g.uniform(0.05...1.0)
            }
            list.run(touches, until: t + 1) { m in
                expectOrdered(m, "run \(run) t \(m.time)")
                if m.visibleRowIndices.contains(where: { m.rowOffset(index: $0) != m.rowDisplacement(index: $0) }) { clamped += 1 }
            }
        }
        #expect(clamped > 0, "the random drags exercise the order clamp")
    }

    @Test func everythingSettlesExactly() {
        var list = ElasticList(viewport: phone)
        let touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0, duration: 0.15)
        list.run(touches, until: 0.3)
        #expect(list.liveRowCount > 0)
        list.run([], until: 12)
        #expect(list.isSettled)
        #expect(list.state["atRest"]?.bool == true)
        #expect(list.velocity == 0)
        #expect(list.liveRowCount == 0)
        let rows = list.state["rows"]?.array ?? []
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0["offset"]?.number == 0 }, "every row rests exactly on its layout position")
        let offset = list.contentOffset
        list.run([], until: 20)
        #expect(list.contentOffset == offset, "no residual motion")
    }

    @Test func costDoesNotDependOnTheRowsOffScreen() {
        for count in [300, 30_000] {
            var list = ElasticList(viewport: phone, rowCount: count)
            var touches: [TouchEvent] = []
            var t = 0.0
            for k in 0..<6 {
                let up = k % 3 != 2
                touches += Touches.drag(from: Point(x: 195, y: up ? 760 : 150), to: Point(x: 195, y: up ? 120 : 780),
                                        at: t, duration: k < 3 ? 0.6 : 0.12)
                t += 1.0
            }
            var largest = 0
            list.run(touches, until: t + 2) { largest = Swift.max(largest, $0.liveRowCount) }
            #expect(largest > 5 && largest <= 20, "\(count) rows: at most \(largest) live row springs")
            #expect(list.contentOffset > 1000)
        }
    }

    @Test func releaseIsContinuousInOffsetAndVelocity() {
        for (from, to) in [(700.0, 300.0), (300.0, 700.0), (300.0, 760.0)] {
            var list = ElasticList(viewport: phone)
            var touches = Touches.drag(from: Point(x: 195, y: from), to: Point(x: 195, y: to), at: 0, duration: 0.1)
            let release = touches.removeLast()
            list.run(touches, until: release.timestamp)
            let before = (list.contentOffset, list.velocity)
            #expect(Swift.abs(before.1) > 1000)
            list.handle(release)
            let scale = 1 + Swift.abs(before.1)
            expectClose(list.contentOffset, before.0, tolerance: 1e-9 * scale, "\(from) → \(to)")
            expectClose(list.velocity, before.1, tolerance: 1e-9 * scale, "\(from) → \(to)")
            list.run([], until: 0.12)
            #expect(Swift.abs(list.velocity) > 100, "it glides on")
        }
    }

    @Test func aTapOnARestingListTapsTheRowUnderTheFinger() {
        var list = ElasticList(viewport: phone)
        list.run(Touches.tap(at: Point(x: 120, y: center(3)), time: 0.1), until: 0.5)
        #expect(list.rowTaps == 1)
        #expect(list.stateEvents.map(\.1) == ["tappedRow"])
        #expect(list.stateEvents.first?.2 == .number(3))
        expectClose(list.stateEvents.first?.0 ?? .nan, 0.15, tolerance: 1e-12)
        // In the gap between rows 3 and 4: no row.
        list.run(Touches.tap(at: Point(x: 120, y: center(3) + 36), time: 0.6), until: 1)
        #expect(list.rowTaps == 1)
        #expect(list.isSettled)
    }

    @Test func aTouchOnAGlidingListStopsItAtOnceAndDoesNotTap() {
        var list = ElasticList(viewport: phone)
        list.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 400), at: 0, duration: 0.1), until: 0.4)
        let gliding = list.contentOffset
        #expect(list.velocity > 200)
        list.handle(.began(2, at: Point(x: 195, y: 400), time: 0.4))
        #expect(list.contentOffset == gliding, "caught exactly where it was")
        #expect(list.velocity == 0)
        list.run([], until: 0.6)
        #expect(list.contentOffset == gliding, "held while the finger rests")
        list.handle(.ended(2, at: Point(x: 195, y: 400), time: 0.6))
        list.run([], until: 5)
        #expect(list.contentOffset == gliding, "the catch let go without a fling")
        #expect(list.rowTaps == 0)
        #expect(list.stateEvents.isEmpty)
        #expect(list.isSettled)
        // Now at rest: the same touch taps.
        list.run(Touches.tap(at: Point(x: 195, y: 400), time: 5.1), until: 5.3)
        #expect(list.rowTaps == 1)
    }

    @Test func interruptingAGlideWithADragIsContinuous() {
        var list = ElasticList(viewport: phone)
        list.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0, duration: 0.1), until: 0.3)
        let caught = list.contentOffset
        // Catch and drag the other way.
        var touches = Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 500), at: 0.3, duration: 0.1, pointer: 3)
        list.handle(touches.removeFirst())
        #expect(list.contentOffset == caught)
        let release = touches.removeLast()
        list.run(touches, until: release.timestamp)
        // The catch removes the slop: the content moves with the finger at once.
        expectClose(list.contentOffset, caught - 200, tolerance: 1e-9)
        let before = (list.contentOffset, list.velocity)
        #expect(before.1 < -1000)
        list.handle(release)
        expectClose(list.contentOffset, before.0, tolerance: 1e-9 * (1 + Swift.abs(before.1)))
        expectClose(list.velocity, before.1, tolerance: 1e-9 * (1 + Swift.abs(before.1)))
        list.run([], until: 10)
        #expect(list.isSettled && list.rowTaps == 0)
    }

    @Test func itRubberBandsPastBothEndsAndSpringsBack() {
        var list = ElasticList(viewport: phone)
        // Pull down from the top by 300 pt: 290 beyond the slop, stretched.
        list.run(Array(Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 500), at: 0, duration: 0.5).dropLast()), until: 0.6)
        expectClose(list.contentOffset, -RubberBand.offset(290, dimension: 763), tolerance: 1e-9)
        list.handle(.ended(1, at: Point(x: 195, y: 500), time: 0.6))
        list.run([], until: 4)
        #expect(list.contentOffset == 0 && list.isSettled)
        // A flick into the bottom end bounces and rests there exactly.
        var end = ElasticList(viewport: phone, rowCount: 20)
        let top = end.maxOffset
        #expect(top == 685, "16 + 20 × 64 + 19 × 8 − 763")
        var peak = -Double.infinity
        end.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 400), at: 0, duration: 0.08), until: 5) {
            peak = Swift.max(peak, $0.contentOffset)
        }
        #expect(peak > top + 5, "it carries past the end: \(peak - top)")
        #expect(end.contentOffset == top && end.isSettled)
    }

    @Test func aCancelIsNotAFling() {
        var list = ElasticList(viewport: phone)
        let touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 400), at: 0, duration: 0.1, cancel: true)
        var last = touches
        let cancel = last.removeLast()
        list.run(last, until: cancel.timestamp)
        let before = (list.contentOffset, list.velocity)
        list.handle(cancel)
        #expect(list.contentOffset == before.0)
        expectClose(list.velocity, before.1, tolerance: 1e-9 * (1 + Swift.abs(before.1)), "no jump in velocity either")
        list.run([], until: 5)
        #expect(list.isSettled)
        // A flick would have glided about v/λ ≈ 0.5 s × v; the cancel stops within the spring's reach.
        #expect(list.contentOffset < before.0 + 0.1 * before.1)
        #expect(list.rowTaps == 0 && list.events.isEmpty)
    }

    @Test func theOutcomeDoesNotDependOnTheFrameRate() {
        let touches = Touches.tap(at: Point(x: 195, y: 300), time: 0.01, length: 0.04)
            + Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 260), at: 0.1, duration: 0.2)
            + Touches.tap(at: Point(x: 195, y: 500), time: 0.5, length: 0.03)
            + Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 700), at: 0.8, duration: 0.4, hold: 0.05)
            + Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 600), at: 1.5, duration: 0.1, cancel: true)
            + Touches.tap(at: Point(x: 195, y: 450), time: 6, length: 0.05)
        for until in [0.2, 0.45, 0.9, 1.25, 1.7, 3.0, 8.0] {
            let runs = runAtRates(ElasticList.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until): \(run.0) vs \(runs[0].0)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
        let final = runAtRates(ElasticList.self, touches, until: 8)[0]
        #expect(final.1.count == 2, "two taps on a resting list: \(final.1)")
    }

    /// The displayed frames' tops of rows `rows`, points.
    func tops(_ list: ElasticList, _ rows: ClosedRange<Int>) -> [Double] { rows.map { list.rowFrame(index: $0).minY } }

    @Test func rowsTrailTheGlideAndSpreadBehindItsLeadingEdge() {
        var list = ElasticList(viewport: phone)
        // A flick up at about 4000 pt/s, released with the finger at 400.
        list.run(Touches.drag(from: Point(x: 195, y: 760), to: Point(x: 195, y: 400), at: 0, duration: 0.09), until: 0.3)
        #expect(list.velocity > 1000, "still gliding: \(list.velocity)")
        let rows = list.visibleRowIndices
        let raw = rows.map { list.rowDisplacement(index: $0) }
        #expect(raw.allSatisfy { $0 > 0 }, "every row lags the glide: \(raw)")
        #expect(raw.last! > raw.first! + 30, "rows farther from the leading (top) edge lag more: \(raw)")
        for (a, b) in zip(rows, rows.dropFirst()) {
            #expect(list.rowFrame(index: b).minY - list.rowFrame(index: a).maxY >= ElasticList.rowSpacing - 1e-9, "spread, not compressed")
        }
        list.run([], until: 8)
        #expect(list.isSettled && list.visibleRowIndices.allSatisfy { list.rowOffset(index: $0) == 0 })
    }

    @Test func theBounceCompressesAndExpandsTheRows() {
        var list = ElasticList(viewport: phone, rowCount: 20)
        var spread = 0.0, squeeze = 0.0, bouncing = false
        list.run(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 400), at: 0, duration: 0.08), until: 4) { m in
            expectOrdered(m, "t \(m.time)")
            guard m.contentOffset > m.maxOffset else { return }
            bouncing = true
            let rows = m.visibleRowIndices
            let first = m.rowFrame(index: rows.first!), last = m.rowFrame(index: rows.last!)
            let extent = last.maxY - first.minY - (Double(rows.count) * ElasticList.pitch - ElasticList.rowSpacing)
            spread = Swift.max(spread, extent)
            squeeze = Swift.min(squeeze, extent)
        }
        #expect(bouncing)
        #expect(spread > 10 && squeeze < -10, "the visible rows stretch by \(spread) and squeeze by \(squeeze) in the bounce")
        #expect(list.isSettled && list.contentOffset == list.maxOffset)
    }

    @Test func rowPositionsAreContinuousAtEveryHandOff() {
        var list = ElasticList(viewport: phone, rowCount: 40)
        var touches = Touches.drag(from: Point(x: 195, y: 760), to: Point(x: 195, y: 380), at: 0, duration: 0.1)
        let release = touches.removeLast()
        list.run(touches, until: release.timestamp)
        let range = 0...39
        let before = tops(list, range)
        list.handle(release)
        #expect(tops(list, range) == before, "the release moves no row")
        // Sampled every half millisecond, no row on screen moves more than its speed allows (a jump would show as a step).
        var previous = list.visibleRowIndices.map { ($0, list.rowFrame(index: $0).minY) }, previousTime = list.time, largest = 0.0
        list.run([], until: 0.8, fps: 2000) { m in
            let now = m.visibleRowIndices.map { ($0, m.rowFrame(index: $0).minY) }
            for (i, y) in now {
                guard let before = previous.first(where: { $0.0 == i }) else { continue }
                largest = Swift.max(largest, Swift.abs(y - before.1) / Swift.max(m.time - previousTime, 1e-9))
            }
            previous = now
            previousTime = m.time
        }
        #expect(largest < 6000, "no row jumps (fastest row speed between frames \(largest) pt/s)")
        // A finger catches the bouncing list: nothing on screen moves.
        let shown = list.visibleRowIndices
        let caught = shown.map { list.rowFrame(index: $0) }
        list.handle(.began(2, at: Point(x: 195, y: 500), time: 0.8))
        #expect(list.visibleRowIndices == shown && shown.map { list.rowFrame(index: $0) } == caught, "the catch moves no row")
        #expect(list.pressedRow == nil, "a catch presses nothing")
        list.handle(.ended(2, at: Point(x: 195, y: 500), time: 0.9))
        list.run([], until: 6)
        #expect(list.isSettled)
    }

    @Test func aRowShowsItsPressAtTouchDownAndLetsGoWhenTheTouchScrolls() {
        var list = ElasticList(viewport: phone)
        list.handle(.began(1, at: Point(x: 195, y: center(3)), time: 0.1))
        #expect(list.pressedRow == 3 && list.state["pressedRow"] == .number(3))
        list.run([.moved(1, to: Point(x: 195, y: center(3) - 6), time: 0.2)], until: 0.2)
        #expect(list.pressedRow == 3, "within the scroll slop the press holds")
        let held = list.pressAmount(ofRow: 3)
        #expect(held > 0.9, "pressed at once, not at the lift: \(held)")
        list.handle(.moved(1, to: Point(x: 195, y: center(3) - 30), time: 0.21))
        #expect(list.pressedRow == nil && list.state["pressedRow"] == .null, "the scroll lets it go")
        expectClose(list.pressAmount(ofRow: 3), held, tolerance: 0.05, "from where it was")
        list.run([.ended(1, at: Point(x: 195, y: center(3) - 30), time: 0.4)], until: 3)
        #expect(list.pressAmount(ofRow: 3) == 0 && list.isSettled && list.rowTaps == 0)
        // A tap: pressed at the touch-down, let go at the lift, tapped.
        list.run([.began(2, at: Point(x: 195, y: 400), time: 3.1)], until: 3.15)
        let row = list.pressedRow
        #expect(row != nil && list.pressAmount(ofRow: row!) > 0.5)
        list.run([.ended(2, at: Point(x: 195, y: 400), time: 3.15)], until: 3.2)
        #expect(list.pressedRow == nil && list.rowTaps == 1)
        list.run([], until: 5)
        #expect(list.isSettled && list.pressAmount(ofRow: row!) == 0)
        let layer = list.scene.first { $0.name == "row.\(row!)" }
        #expect(layer?.scale == 1)
    }

    @Test func theGlideAndBounceDoNotDependOnTheFrameRate() {
        let touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0, duration: 0.3)
            + Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 760), at: 0.5, duration: 0.07)
            + Touches.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 420), at: 0.9, duration: 0.05)
        for until in [0.45, 0.6, 0.8, 1.0, 1.3, 2.5, 6] {
            let runs = runAtRates(ElasticList.self, touches, until: until)
            for run in runs.dropFirst() {
                #expect(largestDifference(run.0, runs[0].0) <= 1e-6, "at \(until)")
                #expect(run.1 == runs[0].1, "at \(until)")
            }
        }
    }

    @Test func fuzzedTouchStreamsNeverBreakIt() {
        var g = SeededRandom(seed: 7)
        for k in 0..<300 {
            var list = ElasticList(viewport: phone, rowCount: k % 3 == 0 ? 5 : 300)
            for touch in randomTouches(&g, count: 60, area: Rect(x: 0, y: 0, width: 390, height: 844)) {
                list.handle(touch)
                #expect(allFinite(list.state))
                #expect(list.liveRowCount <= 40)
            }
            for p in 0...2 { list.handle(.cancelled(PointerID(rawValue: p), at: .zero, time: list.time)) }
            list.run([], until: list.time + 60, fps: 30)
            let settled = list.isSettled
            #expect(settled, "stream \(k)")
            #expect(list.contentOffset >= -0.5 && list.contentOffset <= list.maxOffset + 0.5)
            #expect(list.visibleRowIndices.allSatisfy { list.rowOffset(index: $0) == 0 })
        }
    }
}

// MARK: Example scripts

extension ElasticListTests {
    /// Each example script, read independently of the project's parser and replayed until settled, hits the layout and does what its name says.
    @Test func exampleScriptsDoWhatTheirNamesSay() throws {
        let main: ElasticList = replayUntilSettled(ElasticList.self, try independentScriptTouches("elastic-list-main", interface: "elastic-list"))
        #expect(main.isSettled && main.rowTaps == 0 && main.contentOffset > 600)

        let interrupt: ElasticList = replayUntilSettled(ElasticList.self, try independentScriptTouches("elastic-list-interrupt", interface: "elastic-list"))
        #expect(interrupt.isSettled && interrupt.rowTaps == 0, "the catch did not tap")

        let cancel: ElasticList = replayUntilSettled(ElasticList.self, try independentScriptTouches("elastic-list-cancel", interface: "elastic-list"))
        #expect(cancel.isSettled && cancel.rowTaps == 1)
        expectClose(cancel.contentOffset, 290, tolerance: 1e-9, "no fling: back where the system took the touch")
        #expect(cancel.stateEvents.first?.2 == .number(7))

        // Scroll up, hold, then flick down into the top: the glide bounces past 0 and the rows trail it.
        var bounce = ElasticList(viewport: .phone)
        var lowest = 0.0, stretch = 0.0
        bounce.run(try independentScriptTouches("elastic-list-bounce", interface: "elastic-list"), until: 3) { m in
            lowest = Swift.min(lowest, m.contentOffset)
            if !m.isTouched { stretch = Swift.max(stretch, m.visibleRowIndices.map { Swift.abs(m.rowOffset(index: $0)) }.max() ?? 0) }
        }
        #expect(lowest < -20, "it bounces past the top: \(lowest)")
        #expect(stretch > 50, "the rows stretch after the finger has gone: \(stretch)")
        #expect(bounce.isSettled && bounce.contentOffset == 0 && bounce.rowTaps == 0)
    }
}

// MARK: Tuning

extension ElasticListTests {
    typealias Tuned = ElasticList.Tuned

    @Test func itsTunablesAreSound() {
        expectSoundTunables(ElasticList.self)
        #expect(ElasticList.tunables.map(\.name) == ["rowSpring", "resistanceLength", "bounceSpring", "decelerationRate",
                                                     "rubberBandConstant", "pressSpring", "releaseSpring"])
    }

    /// A flick up at about 4000 pt/s, released with the finger at 400 (t 0.09 s).
    var flick: [TouchEvent] { Touches.drag(from: Point(x: 195, y: 760), to: Point(x: 195, y: 400), at: 0, duration: 0.09) }

    @Test func aHigherDecelerationRateGlidesFarther() throws {
        /// How far the list glides after the flick's release, points.
        func glide(_ values: [String: TunedValue]) throws -> Double {
            var list = ElasticList(viewport: phone)
            try list.retune(values)
            list.run(flick, until: 0.09)
            let released = list.contentOffset
            list.run([], until: 10)
            #expect(list.isSettled)
            return list.contentOffset - released
        }
        let plain = try glide([:])
        let far = try glide([Tuned.deceleration.name: .number(0.999)]), short = try glide([Tuned.deceleration.name: .number(0.99)])
        // v/λ: λ = −1000 ln r is 2.0/s for 0.998, 1.0/s for 0.999 and 10.05/s for 0.99.
        #expect(far > 1.8 * plain && plain > 4 * short && short > 100, "\(short), \(plain), \(far)")
    }

    @Test func aShorterResistanceLengthStretchesTheRowsMore() throws {
        func farthestLag(_ values: [String: TunedValue]) throws -> Double {
            var list = ElasticList(viewport: phone)
            try list.retune(values)
            let touches = Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0, duration: 0.4)
            list.run(Array(touches.dropLast()), until: 0.4)
            return list.visibleRowIndices.map { list.rowOffset(index: $0) }.max() ?? .nan
        }
        let plain = try farthestLag([:]), stretchy = try farthestLag([Tuned.resistanceLength.name: .number(300)])
        #expect(plain > 20 && stretchy > 2 * plain, "\(plain) then \(stretchy)")
    }

    @Test func aStifferRowSpringSettlesTheRowsSooner() throws {
        // Dragged up 400 pt in 0.3 s and held still: only the rows' own springs move.
        let touches = Array(Touches.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), at: 0, duration: 0.3).dropLast())
        func settleTime(_ values: [String: TunedValue]) throws -> Double {
            var list = ElasticList(viewport: phone)
            try list.retune(values)
            var settled = Double.nan
            list.run(touches, until: 4) { m in
                if settled.isNaN, m.time > 0.3, m.liveRowCount == 0 { settled = m.time }
            }
            #expect(list.visibleRowIndices.allSatisfy { list.rowOffset(index: $0) == 0 })
            return settled
        }
        let plain = try settleTime([:]), stiff = try settleTime([Tuned.rowSpring.name: .spring(response: 0.2, dampingRatio: 0.7)])
        #expect(stiff < plain - 0.3, "\(plain) then \(stiff)")
    }

    @Test func aLargerRubberBandConstantGivesMorePastTheTop() throws {
        let pull = Array(Touches.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 500), at: 0, duration: 0.3).dropLast())
        var plain = ElasticList(viewport: phone), loose = ElasticList(viewport: phone)
        try loose.retune([Tuned.rubberBandConstant.name: .number(1)])
        plain.run(pull, until: 0.3)
        loose.run(pull, until: 0.3)
        #expect(plain.contentOffset < -50 && loose.contentOffset < plain.contentOffset - 20, "\(plain.contentOffset), \(loose.contentOffset)")
    }

    @Test func retuningMidGlideKeepsEveryRowAndTheListContinuous() throws {
        var list = ElasticList(viewport: phone)
        list.run(flick, until: 0.3)
        #expect(list.velocity > 1000 && list.visibleRowIndices.contains { Swift.abs(list.rowDisplacement(index: $0)) > 5 })
        var retuned = list
        try retuned.retune([Tuned.rowSpring.name: .spring(response: 1.2, dampingRatio: 0.4),
                            Tuned.deceleration.name: .number(0.995), Tuned.bounceSpring.name: .spring(response: 0.3, dampingRatio: 0.6),
                            Tuned.resistanceLength.name: .number(400)])
        expectClose(retuned.velocity, list.velocity, tolerance: 1e-9 * list.velocity)
        expectContinuousRetune(list, retuned, tolerance: 1e-4, "offset") { $0.contentOffset }
        for row in list.visibleRowIndices {
            expectContinuousRetune(list, retuned, tolerance: 1e-4, "row \(row)") { $0.rowFrame(index: row).minY }
        }
        // It glides less far now, then every row settles exactly.
        retuned.run([], until: 15)
        list.run([], until: 15)
        #expect(retuned.isSettled && retuned.visibleRowIndices.allSatisfy { retuned.rowOffset(index: $0) == 0 })
        #expect(retuned.contentOffset < list.contentOffset - 100)
        // Mid-drag: the rows on their own springs go on on the new spring, and the bounce past the top keeps its place.
        var dragged = ElasticList(viewport: phone)
        let touches = Touches.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 700), at: 0, duration: 0.3)
        dragged.run(Array(touches.prefix(30)), until: 0.24)
        #expect(dragged.contentOffset < 0 && dragged.liveRowCount > 0)
        var again = dragged
        try again.retune([Tuned.rowSpring.name: .spring(response: 0.3, dampingRatio: 0.9), Tuned.rubberBandConstant.name: .number(0.3)])
        for row in dragged.visibleRowIndices {
            expectContinuousRetune(dragged, again, tolerance: 1e-4, "row \(row)") { $0.rowFrame(index: row).minY }
        }
        expectClose(again.contentOffset, dragged.contentOffset, tolerance: 1e-9)
        again.run(Array(touches.dropFirst(30)), until: 8)
        #expect(again.isSettled && again.contentOffset == 0)
    }

    @Test func retunedPressSpringsGoOnFromWhereThePressIs() throws {
        var list = ElasticList(viewport: phone)
        list.run([.began(1, at: Point(x: 195, y: 300), time: 0)], until: 0.05)
        let row = try #require(list.pressedRow)
        let amount = list.pressAmount(ofRow: row)
        #expect(amount > 0.1 && amount < 0.99)
        var retuned = list
        try retuned.retune([Tuned.pressSpring.name: .spring(response: 0.6, dampingRatio: 1)])
        expectContinuousRetune(list, retuned, tolerance: 1e-6, "press") { $0.pressAmount(ofRow: row) }
        // The new spring drives it from there (held, it comes to rest exactly pressed).
        list.run([], until: 0.15)
        retuned.run([], until: 0.15)
        #expect(Swift.abs(retuned.pressAmount(ofRow: row) - list.pressAmount(ofRow: row)) > 0.01)
        retuned.run([], until: 2)
        #expect(retuned.pressAmount(ofRow: row) == 1 && retuned.pressedRow == row)
        retuned.run([.ended(1, at: Point(x: 195, y: 300), time: 2.1)], until: 4)
        #expect(retuned.isSettled && retuned.pressAmount(ofRow: row) == 0 && retuned.number("rowTaps") == 1)
    }

    @Test func aTuningItDoesNotHaveIsRefusedAndChangesNothing() throws {
        var list = ElasticList(viewport: phone)
        try list.retune([Tuned.deceleration.name: .number(0.997)])
        list.run(Array(flick.dropLast()), until: 0.09)
        let lift = [flick[flick.count - 1]]
        expectRefused(list, standInTuning(["rowSpacing": .number(4)]), naming: "rowSpacing", touches: lift, until: 3)
        expectRefused(list, standInTuning([Tuned.deceleration.name: .number(0.9999)]), naming: "decelerationRate", touches: lift, until: 3)
        expectRefused(list, standInTuning([Tuned.resistanceLength.name: .number(-5)]), naming: "resistanceLength", touches: lift, until: 3)
        expectRefused(list, standInTuning([Tuned.rowSpring.name: .choice("soft")]), naming: "rowSpring", touches: lift, until: 3)
        var n = list
        #expect(throws: TuningError.self) { try n.retune([Tuned.rowSpring.name: .spring(response: 0.6, dampingRatio: 0)]) }
        #expect(n.tuning == list.tuning && n.state == list.state)
    }
}
