/// SDWebImageSwiftUI re-exports SDWebImage, as the real one does.
@_exported import SDWebImage
