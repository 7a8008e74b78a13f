import Foundation

// Prints the package's speed figures. Run in release:
//
//     swift run -c release snapshot-benchmarks
//
// Figures are medians over several rounds; the README keeps the latest ones.

#if DEBUG
print("note: this is a debug build; run `swift run -c release snapshot-benchmarks` for real figures.\n")
#endif

let machine = ProcessInfo.processInfo
print("Machine: \(machine.activeProcessorCount) cores, \(machine.physicalMemory / 1_073_741_824) GiB, \(machine.operatingSystemVersionString)")
print("")
// `snapshot-benchmarks harness`, `render` or `colors` runs one group.
let groups = Set(CommandLine.arguments.dropFirst())
if groups.isEmpty || groups.contains("harness") {
    print("Harness (\(HarnessBenchmarks.referenceCount) references of 60 lines × 50 columns)")
    do {
        for figure in try HarnessBenchmarks.run() {
            print(figure.line)
        }
    } catch {
        print("error: \(error)")
        exit(1)
    }
    print("")
}
if groups.isEmpty || groups.contains("render") || groups.contains("colors") {
    print("Renderer")
    if groups.isEmpty || groups.contains("render") {
        for figure in RenderBenchmarks.run() {
            print(figure.line)
        }
    }
    if groups.isEmpty || groups.contains("colors") {
        for figure in RenderBenchmarks.runColored() {
            print(figure.line)
        }
    }
}
