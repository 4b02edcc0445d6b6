import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// Visits tools one by one (generic: no existential, each tool keeps its
/// own type); see ``PlaygroundTools``.
@MainActor
protocol PlaygroundToolVisitor {
    mutating func visit(_ tool: inout some PlaygroundTool)
}

/// The playground's tools in one ordered list, from the bottom of the
/// window up: the recording, touch prediction, the ghost, the HUD, the
/// timeline's bar, the tuning panel and the keyboard's action focus.
///
/// The order is the whole contract between them: touches are offered from
/// the top down until one takes it; frames, shaping what is shown and
/// drawing go from the bottom up. A new tool is one stored property and
/// one line in ``visitUp(_:)``.
@MainActor
struct PlaygroundTools {
    /// `--record` and `--replay`.
    var recording: ScriptSession
    /// `--predict`: the finger extrapolated to when the frame is seen.
    var prediction: TouchPrediction?
    /// Key C: the original rule's ghost.
    var ghost = GhostComparison()
    /// Key H: the heads-up display.
    var hud: HUDState
    /// Key P and `--replay`: the timeline and its bar.
    var timeline = TimelineSession()
    /// Key T: the tuning panel.
    var tuning: TuningSession
    /// Tab and Return: the open interface's actions from the keyboard.
    var actions = ActionFocus()

    /// Visits every tool from the bottom of the window up.
    mutating func visitUp(_ visitor: inout some PlaygroundToolVisitor) {
        visitor.visit(&recording)
        if var p = prediction {
            visitor.visit(&p)
            prediction = p
        }
        visitor.visit(&ghost)
        visitor.visit(&hud)
        visitor.visit(&timeline)
        visitor.visit(&tuning)
        visitor.visit(&actions)
    }

    /// Visits every tool from the top of the window down.
    mutating func visitDown(_ visitor: inout some PlaygroundToolVisitor) {
        visitor.visit(&actions)
        visitor.visit(&tuning)
        visitor.visit(&timeline)
        visitor.visit(&hud)
        visitor.visit(&ghost)
        if var p = prediction {
            visitor.visit(&p)
            prediction = p
        }
        visitor.visit(&recording)
    }

    // MARK: The list's acts

    /// Offers `touch` from the top down; whether a tool took it.
    mutating func take(_ touch: TouchEvent, in context: ToolContext) -> Bool {
        struct Take: PlaygroundToolVisitor {
            let touch: TouchEvent, context: ToolContext
            var taken = false
            mutating func visit(_ tool: inout some PlaygroundTool) {
                if !taken { taken = tool.take(touch, in: context) }
            }
        }
        var take = Take(touch: touch, context: context)
        visitDown(&take)
        return take.taken
    }

    /// Tells every tool the interface received `touch` (model time).
    mutating func interfaceReceived(_ touch: TouchEvent) {
        struct Received: PlaygroundToolVisitor {
            let touch: TouchEvent
            mutating func visit(_ tool: inout some PlaygroundTool) { tool.interfaceReceived(touch) }
        }
        var visitor = Received(touch: touch)
        visitUp(&visitor)
    }

    /// Tells every tool an interface opened.
    mutating func interfaceOpened(_ presentation: Presentation) {
        struct Opened: PlaygroundToolVisitor {
            let presentation: Presentation
            mutating func visit(_ tool: inout some PlaygroundTool) { tool.interfaceOpened(presentation) }
        }
        var visitor = Opened(presentation: presentation)
        visitUp(&visitor)
    }

    /// Tells every tool the open interface began closing.
    mutating func interfaceClosing() {
        struct Closing: PlaygroundToolVisitor {
            mutating func visit(_ tool: inout some PlaygroundTool) { tool.interfaceClosing() }
        }
        var visitor = Closing()
        visitUp(&visitor)
    }

    /// Runs a frame of every tool from the bottom up, each laid out in what
    /// the ones below left of `context.area`.
    mutating func frame(in context: inout ToolContext) {
        struct Frame: PlaygroundToolVisitor {
            var context: ToolContext
            mutating func visit(_ tool: inout some PlaygroundTool) { tool.frame(in: &context) }
        }
        var visitor = Frame(context: context)
        visitUp(&visitor)
        context = visitor.context
    }

    /// Whether any tool needs the next frame without waiting for input.
    mutating func isAnimating(at now: Double) -> Bool {
        struct Animating: PlaygroundToolVisitor {
            let now: Double
            var animating = false
            mutating func visit(_ tool: inout some PlaygroundTool) { animating = animating || tool.isAnimating(at: now) }
        }
        var visitor = Animating(now: now)
        visitUp(&visitor)
        return visitor.animating
    }

    /// What the window shows of the interface this frame: the live model,
    /// shaped by every tool from the bottom up.
    mutating func shown(in context: ToolContext) -> ShownFrame {
        struct Shape: PlaygroundToolVisitor {
            let context: ToolContext
            var shown: ShownFrame
            mutating func visit(_ tool: inout some PlaygroundTool) { tool.shape(&shown, in: context) }
        }
        var visitor = Shape(context: context, shown: ShownFrame(model: context.presentation?.model))
        visitUp(&visitor)
        return visitor.shown
    }

    /// Draws every tool from the bottom up over the card.
    mutating func draw(_ shown: ShownFrame, in context: ToolContext, on canvas: CairoCanvas) {
        struct Draw: PlaygroundToolVisitor {
            let shown: ShownFrame, context: ToolContext, canvas: CairoCanvas
            mutating func visit(_ tool: inout some PlaygroundTool) { tool.draw(shown, in: context, on: canvas) }
        }
        var visitor = Draw(shown: shown, context: context, canvas: canvas)
        visitUp(&visitor)
    }
}
