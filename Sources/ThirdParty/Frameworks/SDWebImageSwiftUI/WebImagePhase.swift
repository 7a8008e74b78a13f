import SwiftUI

/// Where a `WebImage` is in loading its image. A still picture shows `.empty`.
public enum WebImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
