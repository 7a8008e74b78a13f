import Foundation
import DesignTokens
import SwiftUI

/// What a `KFImage` draws in a still picture.
struct KFImageStill: View {
    /// `KFImage` or `KFAnimatedImage`, which the box and the semantics are named by.
    let type: Any.Type
    let source: Source?
    let placeholder: AnyView?

    var kind: String { String(describing: type) }

    var body: some View {
        Group {
            if let placeholder {
                ZStack { placeholder }
            } else {
                _FrameworkPlaceholder(type, kind: kind)
            }
        }
        .semanticsKind(kind)
        .semanticsProperty(source?.isProvider == true ? "provider" : "url", source?.url?.absoluteString ?? source?.cacheKey ?? "nil")
    }
}

extension Source {
    var isProvider: Bool {
        if case .provider = self { true } else { false }
    }
}
