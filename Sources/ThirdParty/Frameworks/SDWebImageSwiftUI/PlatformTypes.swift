import SwiftUI

public typealias PlatformImage = UIImage
public typealias PlatformView = UIView
public typealias PlatformViewRepresentable = UIViewRepresentable
