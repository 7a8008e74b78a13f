import Foundation
import DesignTokens
import TextUI

/// The renderer's speed on the workload: a screen of 20 cards, each with an
/// image, three texts and a status, on the default device.
@MainActor
enum RenderBenchmarks {
    static func run() -> [Figure] {
        let renderer = ScreenRenderer()
        let screen = CardListScreen(count: 20)
        var length = 0
        let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 301
        let render = Stopwatch.median(rounds: rounds) {
            length = renderer.render(screen, name: "bench").text.utf8.count
        }
        precondition(length > 0)
        return [Figure("render of 20 cards (image, three texts, status) on iPhone 13 Pro Max", seconds: render, unit: .microseconds, target: target)]
    }

    /// What a render may take where it is measured: in release; in `swift test`'s debug
    /// build, at -Onone by default and optimized with the `OptimizedDebugBuild` trait.
    static var target: Double {
        #if !DEBUG
        200
        #elseif OptimizedDebugBuild
        500
        #else
        3000
        #endif
    }

    /// The second render a colored picture costs, made only for a previewed or pending
    /// render (`snapshot-benchmarks colors`; apart, so `render` alone stays the figure
    /// callgrind counts).
    static func runColored() -> [Figure] {
        var painter = ScreenRenderer()
        painter.paintsColors = true
        let screen = CardListScreen(count: 20)
        var runs = 0
        let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 301
        let painted = Stopwatch.median(rounds: rounds) {
            runs = painter.render(screen, name: "bench").colors?.runs.count ?? 0
        }
        precondition(runs > 0)
        return [Figure("the same render with its picture's colors painted", seconds: painted, unit: .microseconds)]
    }
}

// MARK: - The screen

private enum BenchSpacing: SpacingValue {
    case small, medium
    var tokenName: String { self == .small ? "sm" : "lg" }
    func points(in environment: EnvironmentValues) -> Double { self == .small ? 8 : 16 }
}

private enum BenchDimension: DimensionValue {
    case avatar, dot
    var tokenName: String { self == .avatar ? "xxxl" : "sm" }
    func points(in environment: EnvironmentValues) -> Double { self == .avatar ? 56 : 12 }
}

private enum BenchFont: String, FontValue {
    case headline, subheadline, caption
    var tokenName: String { rawValue }
}

private enum BenchColor: String, ColorValue {
    case textPrimary, textSecondary, statusSuccess, separator
    var tokenName: String { rawValue }
}

private enum BenchBorder: BorderWidthValue {
    case thin
    var tokenName: String { "thin" }
    func points(in environment: EnvironmentValues) -> Double { 1 }
}

private enum BenchRadius: CornerRadiusValue {
    case large
    var tokenName: String { "lg" }
    func points(in environment: EnvironmentValues) -> Double { 16 }
}

private struct Card: View {
    let index: Int
    /// Built with the model, as an app's would be, not in `body`.
    let imageURL: URL?

    var body: some View {
        HStack(spacing: BenchSpacing.medium) {
            Image(url: imageURL)
                .frame(width: BenchDimension.avatar, height: BenchDimension.avatar)
                .accessibilityIdentifier("list.row.\(index).image")
            VStack(alignment: .leading) {
                Text("Character number \(index)").font(BenchFont.headline).lineLimit(1)
                Text("Human").font(BenchFont.subheadline).foregroundStyle(BenchColor.textSecondary)
                Text("Citadel of Ricks, somewhere far away").font(BenchFont.caption).lineLimit(1)
            }
            Spacer()
            VStack {
                Circle().fill(BenchColor.statusSuccess).frame(width: BenchDimension.dot, height: BenchDimension.dot)
                Text("Alive").font(BenchFont.caption)
            }
        }
        .padding(BenchSpacing.medium)
        .overlay { RoundedRectangle(cornerRadius: BenchRadius.large).stroke(BenchColor.separator, lineWidth: BenchBorder.thin) }
        .accessibilityIdentifier("list.row.\(index)")
    }
}

private struct CardListScreen: View {
    let urls: [URL?]

    init(count: Int) {
        urls = (0..<count).map { URL(string: "https://rickandmortyapi.com/api/character/avatar/\($0).jpeg") }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: BenchSpacing.small) {
                    ForEach(0..<urls.count) { Card(index: $0, imageURL: urls[$0]) }
                }
            }
            .navigationTitle("Characters")
        }
    }
}
