import UIKit

/// What a photo picker is set up to offer.
public struct PHPickerConfiguration: Sendable {
    public var filter: PHPickerFilter?
    public var selectionLimit: Int = 1
    public init() {}
}

/// What a picker returns for a picked photo.
public struct PHPickerResult: Sendable, Hashable {
    public let assetIdentifier: String?
}

/// Told what was picked. A render picks nothing, so it is never called.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// UIKit's photo picker: a view controller with nothing to show on Linux.
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    public weak var delegate: (any PHPickerViewControllerDelegate)?

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
}
