import AVFoundation
import UIKit

/// The system video player screen. Linux shows no video: the controller keeps its
/// player and settings and shows an empty view.
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// False: nothing is decoded, so nothing is ever ready to show.
    open var isReadyForDisplay: Bool { false }
    open var contentOverlayView: UIView? { view }
}

/// The delegate's methods are optional.
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
}

/// The AirPlay route button. Linux has no routes: it shows nothing.
@MainActor @preconcurrency
open class AVRoutePickerView: UIView {
    open var activeTintColor: UIColor?
    open var prioritizesVideoDevices = false
    open weak var delegate: (any AVRoutePickerViewDelegate)?
}

@MainActor @preconcurrency
public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}
