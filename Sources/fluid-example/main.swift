// Prints the curve of a spring so you can see FluidPhysics at work.
// Usage: swift run fluid-example [duration] [bounce]
import FluidPhysics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst().compactMap(Double.init)
let spring: Spring
do {
    spring = try Spring.validated(duration: arguments.first ?? 0.5, bounce: arguments.dropFirst().first ?? 0.3)
} catch {
    print("error: \(error)")
    exit(2)
}
print(spring)
print("settles within 0.001 of its target after \(spring.settlingDuration) s")
print("")
let width = 60
for step in 0...20 {
    let t = Double(step) * spring.duration * 1.5 / 20
    let x = spring.value(target: 1.0, time: t)
    let column = max(0, min(width, Int((x * Double(width) / 1.2).rounded())))
    let bar = String(repeating: " ", count: column) + "●"
    let time = String(Int((t * 1000).rounded()))
    print(String(repeating: " ", count: max(0, 5 - time.count)) + time + " ms |" + bar)
}
