import Foundation

/// The shape a generated value must have: a structure of properties, a choice of
/// strings or types, or a primitive. Made by `@Generable`'s expansion, or by hand.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
    enum Body: Sendable {
        case primitive(String)
        case any
        case properties([Property])
        case strings([String])
        case types([String])
        case array(String)
    }

    let typeName: String
    let description: String?
    let body: Body

    init(typeName: String, description: String?, body: Body) {
        self.typeName = typeName
        self.description = description
        self.body = body
    }

    /// A structure: the type's properties.
    public init(type: any Generable.Type, description: String? = nil, properties: [GenerationSchema.Property]) {
        self.init(typeName: String(describing: type), description: description, body: .properties(properties))
    }

    /// An enumeration of strings.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        self.init(typeName: String(describing: type), description: description, body: .strings(choices))
    }

    /// One of several types.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        self.init(typeName: String(describing: type), description: description, body: .types(types.map { String(describing: $0) }))
    }

    /// A property of a structure, with the guides that constrain it.
    public struct Property: Sendable {
        let name: String
        let description: String?
        let typeName: String
        let isOptional: Bool
        let guides: [String]

        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            self.description = description
            typeName = String(describing: type)
            isOptional = false
            self.guides = guides.map(\.text)
        }

        public init<Value: Generable>(name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            self.description = description
            typeName = String(describing: Value.self)
            isOptional = true
            self.guides = guides.map(\.text)
        }
    }

    /// The schema as an outline: the type, and its properties or choices.
    public var debugDescription: String {
        let about = description.map { " (\($0))" } ?? ""
        switch body {
        case .primitive(let name): return name
        case .any: return "\(typeName): any"
        case .array(let element): return "[\(element)]"
        case .strings(let choices): return "\(typeName)\(about): one of \(choices.joined(separator: ", "))"
        case .types(let names): return "\(typeName)\(about): one of \(names.joined(separator: ", "))"
        case .properties(let properties):
            let lines = properties.map { property in
                let guides = property.guides.isEmpty ? "" : " [\(property.guides.joined(separator: ", "))]"
                let about = property.description.map { " (\($0))" } ?? ""
                return "  \(property.name): \(property.typeName)\(property.isOptional ? "?" : "")\(about)\(guides)"
            }
            return ([typeName + about] + lines).joined(separator: "\n")
        }
    }
}

/// A constraint on a generated value: a range, a count, a set of choices.
public struct GenerationGuide<Value>: Sendable {
    let text: String
}

extension GenerationGuide where Value == String {
    public static func constant(_ value: String) -> GenerationGuide<String> { GenerationGuide(text: "constant \(value)") }
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { GenerationGuide(text: "any of \(values.joined(separator: ", "))") }

    /// Values that match the regex. (A regex does not say its source; the schema
    /// shows "pattern".)
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { GenerationGuide(text: "pattern") }

    /// What `@Generable` writes for `@Guide(/…/)`: the pattern, with the source it was
    /// written as, which the schema shows. Underscored: it is the macro's.
    public static func _pattern<Output>(_ regex: Regex<Output>, source: String) -> GenerationGuide<String> {
        GenerationGuide(text: "pattern \(source)")
    }
}

extension GenerationGuide where Value == Int {
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide(text: "minimum \(value)") }
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide(text: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { GenerationGuide(text: "range \(range)") }
}

extension GenerationGuide where Value == Double {
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide(text: "minimum \(value)") }
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide(text: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { GenerationGuide(text: "range \(range)") }
}

extension GenerationGuide where Value == Float {
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide(text: "minimum \(value)") }
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide(text: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> { GenerationGuide(text: "range \(range)") }
}

extension GenerationGuide where Value == Decimal {
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { GenerationGuide(text: "minimum \(value)") }
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { GenerationGuide(text: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> { GenerationGuide(text: "range \(range)") }
}

extension GenerationGuide {
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(text: "count \(count)")
    }

    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(text: "count \(range)")
    }

    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(text: "minimum count \(count)")
    }

    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(text: "maximum count \(count)")
    }

    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(text: "each element \(guide.text)")
    }
}

// `@Guide(.count(3)) var days: [DayPlan]`: the compiler checks a macro's arguments
// before it knows the property, so a guide on arrays alone leaves its element unknown
// (`Guide<T>` cannot infer `T`). These overloads, disfavored, give it one, so that the
// attribute compiles as on Apple platforms; the schema `@Generable` writes then checks
// the guide against the property's own type, where the generic forms above apply.
extension GenerationGuide where Value == [GeneratedContent] {
    @_disfavoredOverload @_documentation(visibility: private)
    public static func count(_ count: Int) -> GenerationGuide<[GeneratedContent]> { GenerationGuide(text: "count \(count)") }

    @_disfavoredOverload @_documentation(visibility: private)
    public static func count(_ range: ClosedRange<Int>) -> GenerationGuide<[GeneratedContent]> { GenerationGuide(text: "count \(range)") }

    @_disfavoredOverload @_documentation(visibility: private)
    public static func minimumCount(_ count: Int) -> GenerationGuide<[GeneratedContent]> { GenerationGuide(text: "minimum count \(count)") }

    @_disfavoredOverload @_documentation(visibility: private)
    public static func maximumCount(_ count: Int) -> GenerationGuide<[GeneratedContent]> { GenerationGuide(text: "maximum count \(count)") }
}
