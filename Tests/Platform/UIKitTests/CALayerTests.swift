import Testing
import UIKit

/// Layers as UIKit code sets them up: kept as set, animations kept and never run.
@MainActor
@Suite struct CALayerTests {
    @Test func givenAViewsLayer_whenStyled_thenItKeepsWhatWasSet() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))

        view.layer.cornerRadius = 8
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")

        #expect(view.layer === view.layer)
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.borderColor == UIColor.red.cgColor)
        #expect(view.layer.animationKeys() == ["fade"])
        #expect((view.layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "opacity")
    }

    @Test func givenAShapeLayer_whenRendered_thenItsPathIsFilled() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 4), transform: nil)
        layer.fillColor = UIColor.blue.cgColor
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))

        layer.render(in: context)

        #expect(context.pixel(x: 0, y: 0).blue == 1)
        #expect(context.pixel(x: 3, y: 0).alpha == 0)
    }

    @Test func givenATransactionWithACompletion_whenCommitted_thenTheCompletionRuns() {
        nonisolated(unsafe) var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        #expect(!completed)

        CATransaction.commit()

        #expect(completed)
    }
}
