import Foundation

/// What a transaction starts from: its name and operation.
public final class TransactionContext: NSObject, @unchecked Sendable {
    public let name: String
    public let operation: String
    public var spanDescription: String?
    public var sampled: SentrySampleDecision = .undecided

    public init(name: String, operation: String) {
        self.name = name
        self.operation = operation
        super.init()
    }

    public init(name: String, operation: String, sampled: SentrySampleDecision) {
        self.name = name
        self.operation = operation
        self.sampled = sampled
        super.init()
    }
}

/// What a traces sampler is given.
public final class SamplingContext: NSObject, @unchecked Sendable {
    public let transactionContext: TransactionContext
    public let customSamplingContext: [String: Any]?

    init(transactionContext: TransactionContext, customSamplingContext: [String: Any]?) {
        self.transactionContext = transactionContext
        self.customSamplingContext = customSamplingContext
        super.init()
    }
}
