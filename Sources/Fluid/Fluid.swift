// The umbrella module: `import Fluid` brings in every layer of FluidInterfaces,
// as swift-numerics' `Numerics` does for its modules.
//
//   FluidPhysics    values that animate, Spring, Decay, Projection, RubberBand, TimingCurve
//   FluidAnimation  clocks, interruptible animations, the runtime, PropertyAnimator
//   FluidGestures   touch events, velocity tracking, recognizers, pause detection, intent

@_exported import FluidAnimation
@_exported import FluidGestures
@_exported import FluidPhysics
