import SwiftUI

extension Binding where Value == String? {
    /// A text field's binding to an optional text: nil shows as an empty field, and
    /// clearing the field stores nil, so an empty criterion is no criterion.
    var emptyAsNil: Binding<String> {
        Binding<String>(
            get: { wrappedValue ?? "" },
            set: { wrappedValue = $0.isEmpty ? nil : $0 }
        )
    }
}
