import UIKit

/// What Kingfisher keeps on a view it sets images on (its indicator, its placeholder,
/// which task is current), held beside the view as Kingfisher keeps it in associated
/// objects. An entry lives as long as its view.
@MainActor
final class ImageLoads {
    final class State {
        weak var view: AnyObject?
        var indicatorType: IndicatorType = .none
        var placeholder: (any Placeholder)?
        var taskIdentifiers: [String: Source.Identifier.Value] = [:]

        init(view: AnyObject) {
            self.view = view
        }
    }

    private static var states: [ObjectIdentifier: State] = [:]
    private static var nextIdentifier: Source.Identifier.Value = 0

    static func state(of view: AnyObject) -> State {
        if let state = states[ObjectIdentifier(view)], state.view === view { return state }
        states = states.filter { $0.value.view != nil }
        let state = State(view: view)
        states[ObjectIdentifier(view)] = state
        return state
    }

    /// A new task identifier, so a late result for an old source is told apart.
    static func newIdentifier() -> Source.Identifier.Value {
        nextIdentifier += 1
        return nextIdentifier
    }
}

extension KingfisherManager {
    /// Retrieves `source` for a view's setter: on the main actor, then `apply`
    /// sets the image or the failure image, and the app's handler is called after.
    @MainActor
    func setImage(
        _ source: Source?,
        on view: AnyObject,
        slot: String,
        options: KingfisherParsedOptionsInfo,
        apply: @escaping @MainActor (KFCrossPlatformImage?) -> Void,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let state = ImageLoads.state(of: view)
        guard let source else {
            state.taskIdentifiers[slot] = nil
            if let completionHandler {
                Task { @MainActor in completionHandler(.failure(.imageSettingError(reason: .emptySource))) }
            }
            return nil
        }
        let identifier = ImageLoads.newIdentifier()
        state.taskIdentifiers[slot] = identifier
        Task { @MainActor in
            let result: Result<RetrieveImageResult, KingfisherError>
            do throws(KingfisherError) { result = .success(try await retrieve(source, options: options)) } catch { result = .failure(error) }
            guard ImageLoads.state(of: view).taskIdentifiers[slot] == identifier else {
                completionHandler?(.failure(.imageSettingError(reason: .notCurrentSourceTask(result: try? result.get(), error: nil, source: source))))
                return
            }
            switch result {
            case .success(let retrieved): apply(options.imageModifier?.modify(retrieved.image) ?? retrieved.image)
            case .failure: if case .some(let image) = options.onFailureImage { apply(image) }
            }
            completionHandler?(result)
        }
        return DownloadTask()
    }
}
