import SnapshotTesting
import SwiftUI
import Testing
import UIKit

extension UIImage {
    /// The Foodybite app's test helper, as its snapshot tests make their images.
    static func make(withColor color: UIColor) -> UIImage {
        let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1

        return UIGraphicsImageRenderer(size: rect.size, format: format).image { rendererContext in
            color.setFill()
            rendererContext.fill(rect)
        }
    }
}

/// A restaurant card whose photo a test makes with a solid-color image helper.
private struct RestaurantCard: View {
    let name: String
    let photo: UIImage

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(uiImage: photo)
                .resizable()
                .scaledToFill()
                .frame(height: 48)
                .clipped()
            Text(name).font(.headline)
            Text("Italian · 1.2 km").font(.subheadline).foregroundStyle(.secondary)
        }
        .padding(16)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

/// A screen with an image a test drew renders and verifies, its image named by its color.
@MainActor
@Suite(.snapshots(record: .missing))
struct DrawnImageScreenTests {
    @Test func restaurantCardWithASolidColorPhoto() {
        let card = RestaurantCard(name: "Trattoria Roma", photo: .make(withColor: .red))
        assertSnapshot(of: card, as: .image(layout: .fixed(width: 320, height: 160)))
    }
}
