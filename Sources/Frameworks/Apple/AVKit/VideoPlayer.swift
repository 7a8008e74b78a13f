import AVFoundation
import SwiftUI

/// SwiftUI's video player. Linux decodes no video: it draws as a framework placeholder.
public struct VideoPlayer<VideoOverlay: View>: View {
    public let player: AVPlayer?
    private let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.overlay = videoOverlay()
    }

    public var body: some View {
        _FrameworkPlaceholder(Self.self, kind: "VideoPlayer")
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
