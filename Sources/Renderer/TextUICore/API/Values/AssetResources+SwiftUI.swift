import DeveloperToolsSupport

extension Color {
    /// A color of the app's asset catalog by its generated symbol (`Color(.accent)`),
    /// named by its asset.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// An image of the app's asset catalog by its generated symbol (`Image(.logo)`),
    /// drawn as a placeholder named by its asset.
    public nonisolated init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
