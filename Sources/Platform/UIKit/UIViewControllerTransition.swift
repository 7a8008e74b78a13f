import Foundation

extension UIViewController {
    /// How a controller comes on screen (iOS 18), as `preferredTransition` takes it.
    /// Nothing animates here: the transition is kept, its providers never called, and
    /// no context is ever made.
    @MainActor @preconcurrency
    public class Transition: NSObject {
        /// The transition's kind: `zoom`, `coverVertical`…, for tests to read.
        public let _name: String

        required init(name: String) {
            _name = name
            super.init()
        }

        /// Zooms from the view the provider gives.
        public static func zoom(options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self(name: "zoom")
        }

        /// Zooms from a bar button item (iOS 26).
        public static func zoom(options: ZoomOptions? = nil, sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?) -> Self {
            Self(name: "zoom")
        }

        public static func coverVertical() -> Self { Self(name: "coverVertical") }
        public static func flipHorizontal() -> Self { Self(name: "flipHorizontal") }
        public static func crossDissolve() -> Self { Self(name: "crossDissolve") }
        public static func partialCurl() -> Self { Self(name: "partialCurl") }

        /// Options of a zoom.
        @MainActor @preconcurrency
        open class ZoomOptions: NSObject {
            open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect)?
            open var dimmingColor: UIColor?
            open var dimmingVisualEffect: UIBlurEffect?

            public override init() {
                super.init()
            }

            /// Where an interactive dismissal would start; none starts here.
            @MainActor @preconcurrency
            open class InteractionContext: NSObject {
                public let location: CGPoint
                public let velocity: CGVector
                public let willBegin: Bool

                init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                }
            }

            /// The controllers a zoom aligns.
            @MainActor @preconcurrency
            open class AlignmentRectContext: NSObject {
                public let sourceView: UIView
                public let zoomedViewController: UIViewController

                init(sourceView: UIView, zoomedViewController: UIViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                }
            }
        }

        /// The controllers a zoom goes between.
        @MainActor @preconcurrency
        open class ZoomSourceViewProviderContext: NSObject {
            public let sourceViewController: UIViewController
            public let zoomedViewController: UIViewController

            init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
            }
        }
    }
}
