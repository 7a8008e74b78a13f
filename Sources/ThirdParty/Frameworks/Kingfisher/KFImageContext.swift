import Foundation
import SwiftUI

extension KFImage {
    /// A `KFImage`'s source and settings, shared by the copies its modifiers make.
    public final class Context<HoldingView: KFImageHoldingView>: @unchecked Sendable where HoldingView: Sendable {
        let source: Source?
        var options = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions)
        var configurations: [(HoldingView) -> HoldingView] = []
        var cancelOnDisappear = false
        var reducePriorityOnDisappear = false
        var placeholder: ((Progress) -> AnyView)?
        var failureView: (() -> AnyView)?
        var startLoadingBeforeViewAppear = false
        private(set) var onFailureDelegate = Delegate<KingfisherError, Void>()
        private(set) var onSuccessDelegate = Delegate<RetrieveImageResult, Void>()
        private(set) var onProgressDelegate = Delegate<(Int64, Int64), Void>()

        init(source: Source?) {
            self.source = source
        }

        func copy() -> Context<HoldingView> {
            let copy = Context<HoldingView>(source: source)
            copy.options = options
            copy.configurations = configurations
            copy.cancelOnDisappear = cancelOnDisappear
            copy.reducePriorityOnDisappear = reducePriorityOnDisappear
            copy.placeholder = placeholder
            copy.failureView = failureView
            copy.startLoadingBeforeViewAppear = startLoadingBeforeViewAppear
            copy.onFailureDelegate = onFailureDelegate.copy()
            copy.onSuccessDelegate = onSuccessDelegate.copy()
            copy.onProgressDelegate = onProgressDelegate.copy()
            return copy
        }
    }
}

extension KFImage.Context: Hashable {
    public static func == (lhs: KFImage.Context<HoldingView>, rhs: KFImage.Context<HoldingView>) -> Bool {
        lhs.source == rhs.source && lhs.options.processor.identifier == rhs.options.processor.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(options.processor.identifier)
    }
}
