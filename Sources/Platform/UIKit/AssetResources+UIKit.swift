import DeveloperToolsSupport

extension UIColor {
    /// A color of the app's asset catalog by its generated symbol, named by its asset.
    public convenience init(resource: ColorResource) {
        self.init(made: .asset(resource.name))
    }
}

extension UIImage {
    /// An image of the app's asset catalog by its generated symbol. There is no catalog
    /// on Linux: an image file of that name in the bundle is read if there is one;
    /// otherwise the image is a placeholder named by its asset, of no known size.
    public convenience init(resource: ImageResource) {
        if let found = UIImage(named: resource.name, in: resource.bundle) {
            self.init(name: found.name, size: found.size, scale: found.scale)
        } else {
            self.init(name: "asset:\(resource.name)", size: .zero)
        }
    }
}
