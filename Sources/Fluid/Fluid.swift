// The umbrella module: `import Fluid` brings in every layer of FluidInterfaces,
// as swift-numerics' `Numerics` does for its modules.
//
//   FluidPhysics       values that animate, Spring, Decay, Projection, RubberBand, TimingCurve
//   FluidAnimation     clocks, interruptible animations, the runtime, PropertyAnimator
//   FluidGestures      touch events, velocity tracking, recognizers, pause detection, intent
//   FluidInteractions  headless models of the thirteen interfaces (WWDC18's "Designing Fluid Interfaces", Threads', the expandable view)
//   FluidScripting     gesture scripts, their JSON parser, replay, the JSON form of what models report
//   FluidDesign        spring reports, code for eight platforms, CSS linear(), charts

@_exported import FluidAnimation
@_exported import FluidDesign
@_exported import FluidGestures
@_exported import FluidInteractions
@_exported import FluidPhysics
@_exported import FluidScripting
