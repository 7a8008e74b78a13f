import Foundation

// Predicate format strings, which Linux's Foundation declares unavailable. These
// declarations shadow the unavailable ones for a file that imports both Foundation and
// this module, so iOS code calls them unchanged. A format iOS would reject with an
// exception stops the process here, naming the problem and the format.

extension NSPredicate {
    /// A predicate from a format string and its `%@`, `%K`, `%d`… arguments.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// The same, for arguments that are objects on iOS but not `CVarArg` on Linux, where
    /// nothing bridges them: `date as NSDate`, `NSNumber(value: 3)`, `ids as NSArray`.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and an array of its arguments; `NSNull` stands
    /// for `nil`.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let predicate = PredicateParser.parse(predicateFormat, arguments: arguments ?? [])
        self.init { object, bindings in
            PredicateEvaluator(format: predicateFormat, bindings: bindings).evaluate(predicate, with: object)
        }
    }

    /// A copy whose `$VARIABLE`s take these values; variables given at evaluation take
    /// precedence.
    public func withSubstitutionVariables(_ variables: [String: Any]) -> NSPredicate {
        NSPredicate { object, bindings in
            self.evaluate(with: object, substitutionVariables: variables.merging(bindings ?? [:]) { $1 })
        }
    }
}
