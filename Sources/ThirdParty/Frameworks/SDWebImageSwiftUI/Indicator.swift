import SwiftUI

/// What a `WebImage` shows while it loads: `.indicator(.activity)`.
public struct Indicator<T> where T: View {
    var content: (Binding<Bool>, Binding<Double>) -> T
    /// How the semantics name it: `activity`, `progress`, or `custom`.
    var name = "custom"

    public init(@ViewBuilder content: @escaping (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T) {
        self.content = content
    }
}

extension Indicator where T == AnyView {
    public static var activity: Indicator<T> {
        var indicator = Indicator { _, _ in AnyView(ProgressView()) }
        indicator.name = "activity"
        return indicator
    }

    public static func activity<S>(style: S) -> Indicator<T> where S: ProgressViewStyle {
        activity
    }

    public static var progress: Indicator<T> {
        var indicator = Indicator { _, progress in AnyView(ProgressView(value: progress.wrappedValue)) }
        indicator.name = "progress"
        return indicator
    }

    public static func progress<S>(style: S) -> Indicator<T> where S: ProgressViewStyle {
        progress
    }
}
