import TextUICore
import UIKit

// The text input modifiers that take UIKit's types. A render has no keyboard: each
// compiles and draws nothing, as the core's own input modifiers.

extension View {
    @inlinable
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// iOS 13's capitalization of typed text, a UIKit type: no keyboard in a render.
    @available(iOS, deprecated: 100000, renamed: "textInputAutocapitalization(_:)")
    @inlinable
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    @inlinable
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
