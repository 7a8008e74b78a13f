import SwiftUI
import DesignTokens

/// An animation (a Lottie file in the app), which a still render shows as a placeholder
/// with its name and what it shows.
public struct DSAnimation: View {
    let name: String
    let description: String

    public init(_ name: String, description: String) {
        self.name = name
        self.description = description
    }

    public var body: some View {
        Image(placeholder: name, description: description)
    }
}
