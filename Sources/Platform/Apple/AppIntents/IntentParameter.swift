import Foundation

/// An input of an intent, which the system asks the person for or fills from Shortcuts:
/// `@Parameter(title: "Name") var name: String`. On Linux nothing fills it: it holds its
/// default, or what code sets. Reading an unset non-optional parameter traps, as on iOS;
/// an unset optional one is nil.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    public let requestValueDialog: IntentDialog?
    /// The bounds of a number parameter, when it has them.
    package let inclusiveRange: (lowerBound: Double, upperBound: Double)?
    private let lock = NSLock()
    private var storage: Value?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        inclusiveRange = nil
        storage = defaultValue
    }

    /// A parameter titled by the system (after the property), as Shortcuts shows it.
    public init(description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil) {
        title = ""
        self.description = description
        self.requestValueDialog = requestValueDialog
        inclusiveRange = nil
        storage = defaultValue
    }

    init(title: LocalizedStringResource, description: LocalizedStringResource?, initialValue: Value?,
         bounds: (Double, Double)?, requestValueDialog: IntentDialog?) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        inclusiveRange = bounds.map { (lowerBound: $0.0, upperBound: $0.1) }
        storage = initialValue
    }

    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            if let empty = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value { return empty }
            fatalError("The parameter “\(title.key)” has no value: nothing resolved it")
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The parameter itself, for `$name` in parameter summaries and phrases.
    public var projectedValue: IntentParameter<Value> { self }
}

extension IntentParameter where Value == Int {
    /// A whole-number parameter between `inclusiveRange`'s bounds.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
                            inclusiveRange: (Int, Int)? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, initialValue: defaultValue,
                  bounds: inclusiveRange.map { (Double($0.0), Double($0.1)) }, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter where Value == Double {
    /// A number parameter between `inclusiveRange`'s bounds.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
                            inclusiveRange: (Double, Double)? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, initialValue: defaultValue,
                  bounds: inclusiveRange, requestValueDialog: requestValueDialog)
    }
}

/// `@Parameter`, as intents declare their inputs.
public typealias Parameter = IntentParameter
