import UIKit
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

extension UIColor {
    /// A UIKit color from a SwiftUI one, named as the SwiftUI color is. Its components
    /// are not known here: `getRed` answers false, as it does on iOS for a color it
    /// cannot convert.
    public convenience init(_ color: Color) {
        self.init(name: color.ungroupedName)
    }
}
