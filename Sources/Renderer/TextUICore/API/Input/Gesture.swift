import CoreGraphics
import Foundation

/// An input a view answers to. A still picture receives none, so no gesture runs in a
/// render; the semantics name each gesture on its element (`gestures=drag,longPress`),
/// as they name swipe actions, so a reviewer sees what a screen responds to.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }

    /// The name the semantics print; composed gestures join their parts.
    var _gestureName: String { get }
}

extension Gesture {
    public var _gestureName: String { body._gestureName }
}

extension Never: Gesture {
    public typealias Value = Never
    public var _gestureName: String { "never" }
}

/// TextUI's own gestures, which have no body.
@MainActor
protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Which of a view's gestures stay active under a new one.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap, or `count` taps.
public struct TapGesture: PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    public nonisolated init(count: Int = 1) { self.count = count }
    public var _gestureName: String { count == 1 ? "tap" : "tap×\(count)" }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public nonisolated init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { self.count = count }
    public var _gestureName: String { "spatialTap" }
}

/// A press held for a while.
public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public nonisolated init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var _gestureName: String { "longPress" }
}

/// A drag: where it started, where it is, how far it went.
public struct DragGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero, predictedEndLocation: CGPoint? = nil) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation ?? location
        }
    }

    public var minimumDistance: CGFloat

    public nonisolated init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }

    public var _gestureName: String { "drag" }
}

/// A pinch, as iOS 17 names it.
public struct MagnifyGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat
    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _gestureName: String { "magnify" }
}

/// A pinch, as iOS 13 to 16 named it; its value is the scale.
public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _gestureName: String { "magnify" }
}

/// A two-finger turn, as iOS 17 names it.
public struct RotateGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle
    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _gestureName: String { "rotate" }
}

/// A two-finger turn, as iOS 13 to 16 named it; its value is the angle.
public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _gestureName: String { "rotate" }
}
