extension Image {
    /// How an image's pixels are smoothed when it is scaled. A text render scales no
    /// pixels, so it draws the same; declared because screens and image libraries pass it.
    public enum Interpolation: Sendable, Hashable {
        case none
        case low
        case medium
        case high
    }

    /// The same image: a text render has no pixels to smooth.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        self
    }

    /// The same image: a text render has no edges to antialias.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        self
    }
}
