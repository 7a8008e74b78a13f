/// Where a remote image's loading is, as SwiftUI's `AsyncImage` hands it to its
/// content: nothing yet, an image, or an error.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
