import Foundation

/// The level of access an app asks the photo library for.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1
    case readWrite = 2
}

/// The app's access to the photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    case limited = 4
}

/// The user's photo library (Photos, which PhotosUI brings on iOS). Linux has no library
/// and no one to ask: access stays `.notDetermined`, and a request answers `.denied`.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    open class func shared() -> PHPhotoLibrary { library }

    /// `.notDetermined`: the person was never asked on Linux.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    /// `.denied`: there is no one to grant access.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }

    /// Calls `handler` with `.denied` on a background queue, as on iOS.
    open class func requestAuthorization(for accessLevel: PHAccessLevel,
                                         handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(.denied) }
    }
}
