import Foundation
import Testing

@testable import PreviewMacroExpansion

@Suite("@Model expansion")
struct ModelExpansionTests {
    static let trip = """
        /// A trip, as the corpus apps write models.
        @Model
        public final class Trip: Equatable {
            @Attribute(.unique) public var name: String = ""
            public var startDate: Date?
            @Relationship(deleteRule: .cascade, inverse: \\Stop.trip)
            public var stops: [Stop]? = []
            var `default` = false
            @Transient var isExpanded = false
            public static let samples: [Trip] = []
            public var title: String { name.uppercased() }
            var summary: String {
                get { name }
                set { name = newValue }
            }
            // A comment between members.
            public init(name: String, startDate: Date? = nil) {
                self.name = name
                self.startDate = startDate
            }

            func rename(_ name: String) { self.name = name }
        }
        """

    @Test("Stored vars persist; transient, static and computed properties are left as written")
    func readsTheClass() throws {
        // Given a model as an app writes it
        // When the macro reads it
        let model = try ModelExpansion(declaration: Self.trip)

        // Then its stored vars are the persisted properties, with their attributes
        #expect(model.className == "Trip")
        #expect(model.accessPrefix == "public ")
        #expect(model.properties.map(\.name) == ["name", "startDate", "stops", "default"])
        #expect(model.properties[0].attributeArguments == ".unique")
        #expect(model.properties[2].relationshipArguments == "deleteRule: .cascade, inverse: \\Stop.trip")
        #expect(model.properties[3].spelling == "`default`")
        #expect(model.problems.isEmpty)
    }

    @Test("The members hold backing data, schema metadata with key paths and init(backingData:)")
    func members() throws {
        // Given the model
        let model = try ModelExpansion(declaration: Self.trip)

        // When the member role expands
        let members = model.members

        // Then each persisted property is described by name and key path, and the init sets its placeholder
        #expect(members.contains("@Transient nonisolated(unsafe) private var _$backingData: any SwiftData.BackingData<Trip> = Trip.createBackingData()"))
        #expect(members.contains("public nonisolated var persistentBackingData: any SwiftData.BackingData<Trip>"))
        #expect(members.contains("SwiftData.Schema.PropertyMetadata(name: \"name\", keypath: \\Trip.name, defaultValue: nil, metadata: SwiftData.Schema.Attribute(.unique)),"))
        #expect(members.contains("keypath: \\Trip.stops, defaultValue: nil, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \\Stop.trip)),"))
        #expect(members.contains("keypath: \\Trip.`default`"))
        #expect(members.contains("public nonisolated required init(backingData: any SwiftData.BackingData<Trip>) {\n    _$backingData = backingData\n    _name = SwiftData._SwiftDataNoType()"))
        #expect(members.contains("@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()"))
        #expect(!members.contains("isExpanded"))
        #expect(!members.contains("title"))
    }

    @Test("Each persisted property, and only those, gets @_PersistedProperty")
    func memberAttributes() {
        // Given the members one by one, as the compiler asks about them
        let cases: [(String, String)] = [
            ("@Attribute(.unique) public var name: String = \"\"", "@_PersistedProperty"),
            ("public var startDate: Date?", "@_PersistedProperty"),
            ("var id = UUID()", "@_PersistedProperty"),
            ("@Transient var isExpanded = false", ""),
            ("public static let samples: [Trip] = []", ""),
            ("public var title: String { name.uppercased() }", ""),
            ("var summary: String {\n get { name }\n set { name = newValue }\n}", ""),
            ("func rename(_ name: String) {}", ""),
            ("@_PersistedProperty var name: String", ""),
            ("@Transient private var _$backingData: any SwiftData.BackingData<Trip> = Trip.createBackingData()", ""),
            ("@AppStorage(\"k\") var flag = false", ""),
        ]
        // Then persisted properties are marked and the rest are not
        for (member, expected) in cases {
            #expect(ModelExpansion.memberAttributes(member: member, parent: Self.trip) == expected, "\(member)")
        }
    }

    @Test("Conformances are added for the protocols the compiler asks for, on the type it names")
    func extensions() throws {
        let model = try ModelExpansion(declaration: Self.trip)
        #expect(model.extensions(type: "Schema.Trip", conformances: ["PersistentModel", "Observable"])
            == "extension Schema.Trip: nonisolated SwiftData.PersistentModel {}\n\nextension Schema.Trip: nonisolated Observation.Observable {}")
        #expect(model.extensions(type: "Trip", conformances: ["Observable"]) == "extension Trip: nonisolated Observation.Observable {}")
    }

    @Test("The conformances the compiler asks for are read from its placeholder declaration")
    func conformanceList() {
        #expect(PluginMessage.AttachedExpansion.protocols(in: "struct Placeholder: Observable, PersistentModel {}") == ["Observable", "PersistentModel"])
        #expect(PluginMessage.AttachedExpansion.protocols(in: "struct Placeholder: SwiftData.PersistentModel {}") == ["SwiftData.PersistentModel"])
    }

    @Test("An internal class adds internal members; no property still gives an empty schema")
    func internalClass() throws {
        let model = try ModelExpansion(declaration: "@Model class Tag {\n    init() {}\n}")
        #expect(model.accessPrefix == "")
        #expect(model.properties.isEmpty)
        #expect(model.members.contains("nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {\n    [\n    ]\n}"))
        #expect(model.members.contains("nonisolated required init(backingData: any SwiftData.BackingData<Tag>) {\n    _$backingData = backingData\n}"))
    }

    @Test("What the macro cannot persist is refused with what to write, and nothing else expands")
    func refusals() throws {
        // Given a class with a let, observers, a transient without default and no initializer
        let source = """
            @Model class Bad {
                let id: UUID
                var count = 0 { didSet { print(count) } }
                @Transient var cache: [String]
                var a, b: Int
            }
            """
        // When the macro reads it
        let model = try ModelExpansion(declaration: source)

        // Then each problem is said once, where it is written, and nothing expands
        #expect(model.problems.count == 5)
        #expect(model.problems.contains { $0.message.contains("make 'id' a `var`") && $0.offset == source.utf8.distance(from: source.utf8.startIndex, to: source.range(of: "let id")!.lowerBound.samePosition(in: source.utf8)!) })
        #expect(model.problems.contains { $0.message.contains("'count' with willSet or didSet") })
        #expect(model.problems.contains { $0.message.contains("'cache' needs a default value") })
        #expect(model.problems.contains { $0.message.contains("one property a declaration") })
        #expect(model.problems.contains { $0.message.contains("requires an initializer") && $0.offset == 0 })
        #expect(model.members == "")
        #expect(model.extensions(type: "Bad", conformances: nil) == "")
        #expect(ModelExpansion.memberAttributes(member: "var ok = 1", parent: source) == "")
        #expect(ModelExpansion.memberAttributes(member: "var ok = 1", parent: "@Model struct S { var ok = 1 }") == "")
        #expect(throws: ModelExpansion.Failure.notAClass) { try ModelExpansion(declaration: "@Model struct Point { var x = 0 }") }
    }

    @Test("A persisted property reads and writes the backing data, telling observers; its init accessor sets it")
    func persistedProperty() throws {
        // Given a persisted property with attributes and a default
        let property = try PersistedPropertyExpansion(declaration: "@_PersistedProperty @Attribute(.unique)\n    public var name: String = \"\"")

        // Then its accessors go through the backing data and the registrar
        #expect(property.name == "name")
        #expect(property.accessors.contains("@storageRestrictions(accesses: _$backingData, initializes: _name)"))
        #expect(property.accessors.contains("_$backingData.setValue(forKey: \\.name, to: initialValue)"))
        #expect(property.accessors.contains("_$observationRegistrar.access(self, keyPath: \\.name)\n    return self.getValue(forKey: \\.name)"))
        #expect(property.accessors.contains("_$observationRegistrar.withMutation(of: self, keyPath: \\.name) {\n        self.setValue(forKey: \\.name, to: newValue)"))
        #expect(property.peer == "@Transient private var _name: SwiftData._SwiftDataNoType")
        #expect(try PersistedPropertyExpansion(declaration: "var `default` = false").accessors.contains("keyPath: \\.`default`"))
        #expect(throws: PersistedPropertyExpansion.Failure.notAProperty) { try PersistedPropertyExpansion(declaration: "func f() {}") }
    }

    @Test("The plugin routes each role of @Model and @_PersistedProperty; the marker macros add nothing")
    func pluginRoles() {
        let member = PluginMessage.expandAttached(.init(typeName: "ModelMacro", role: "member", declaration: Self.trip))
        let attribute = PluginMessage.expandAttached(.init(typeName: "ModelMacro", role: "memberAttribute", declaration: "var x = 1", parentDeclaration: Self.trip))
        let conformance = PluginMessage.expandAttached(.init(typeName: "ModelMacro", role: "extension", declaration: Self.trip, extendedType: "Trip", conformances: ["PersistentModel"]))
        let accessor = PluginMessage.expandAttached(.init(typeName: "PersistedPropertyMacro", role: "accessor", declaration: "var x = 1"))
        let peer = PluginMessage.expandAttached(.init(typeName: "PersistedPropertyMacro", role: "peer", declaration: "var x = 1"))
        let markers = ["AttributeMacro", "RelationshipMacro", "TransientMacro"].map {
            PluginMessage.expandAttached(.init(typeName: $0, role: "peer", declaration: "var x = 1"))
        }
        #expect(member.contains("schemaMetadata"))
        #expect(attribute == "@_PersistedProperty")
        #expect(conformance == "extension Trip: nonisolated SwiftData.PersistentModel {}")
        #expect(accessor.contains("init(initialValue)"))
        #expect(peer.contains("private var _x"))
        #expect(markers == ["", "", ""])
        var notAClass = PluginMessage.AttachedExpansion(typeName: "ModelMacro", role: "member", declaration: "\n@Model enum E {}")
        notAClass.fileName = "E.swift"
        notAClass.offset = 40
        let diagnostics = PluginMessage.diagnostics(for: notAClass)
        #expect(PluginMessage.expandAttached(notAClass) == "")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"] as? String == ModelExpansion.Failure.notAClass.message)
        #expect((diagnostics.first?["position"] as? [String: Any])?["offset"] as? Int == 41)
    }
}

@Suite("@Query expansion")
struct QueryExpansionTests {
    @Test("The query beside the property takes its generic arguments from the property's type and the attribute's arguments")
    func expands() throws {
        // Given a query property as views write it
        let query = try QueryExpansion(declaration: "@Query(sort: \\Trip.name, order: .reverse) private var trips: [Trip]")

        // Then a Query of that model sits beside it, and the property reads it
        #expect(query.peer == "var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query<Trip, [Trip]>(sort: \\Trip.name, order: .reverse)")
        #expect(query.accessors == "get {\n    _trips.wrappedValue\n}")
    }

    @Test("A local query (in a preview's body) is made where it is read, having no peer")
    func local() throws {
        var expansion = PluginMessage.AttachedExpansion(typeName: "QueryMacro", role: "accessor", declaration: "@Query(sort: \\Snack.name) var snacks: [Snack]")
        expansion.lexicalContext = ["{\n    @Query var snacks: [Snack]\n}", "static func _body() -> some View {}"]
        #expect(!expansion.isInsideType)
        #expect(PluginMessage.expandAttached(expansion) == "get {\n    SwiftData.Query<Snack, [Snack]>(sort: \\Snack.name).wrappedValue\n}")
        expansion.lexicalContext = ["public struct Screen: View {\n}"]
        #expect(expansion.isInsideType)
        #expect(PluginMessage.expandAttached(expansion) == "get {\n    _snacks.wrappedValue\n}")
    }

    @Test("A bare @Query fetches all; Array<Model> is read too")
    func bare() throws {
        let query = try QueryExpansion(declaration: "@Query var logs: Array<Schema.Log>")
        #expect(query.element == "Schema.Log")
        #expect(query.peer.hasSuffix("SwiftData.Query<Schema.Log, Array<Schema.Log>>()"))
    }

    @Test("A typealias of an array is read through its Element, as SwiftData's macro leaves it to the compiler")
    func typealiasElement() throws {
        let query = try QueryExpansion(declaration: "@Query(sort: \\MDProduct.name) var mdProducts: MDProducts")
        #expect(query.element == "MDProducts.Element")
        #expect(query.peer == "var _mdProducts: SwiftData.Query<MDProducts.Element, MDProducts> = SwiftData.Query<MDProducts.Element, MDProducts>(sort: \\MDProduct.name)")
    }

    @Test("A property that is not an array of models is refused with what to write")
    func refusals() {
        #expect(throws: QueryExpansion.Failure.notAnArray("count")) { try QueryExpansion(declaration: "@Query var count: Int") }
        #expect(throws: QueryExpansion.Failure.notAnArray("pair")) { try QueryExpansion(declaration: "@Query var pair: (Int, Int)") }
        #expect(throws: QueryExpansion.Failure.notAnArray("items")) { try QueryExpansion(declaration: "@Query var items = []") }
        #expect(throws: QueryExpansion.Failure.notAProperty) { try QueryExpansion(declaration: "@Query func items() {}") }
        let expansion = PluginMessage.AttachedExpansion(typeName: "QueryMacro", role: "peer", declaration: "@Query var count: Int")
        let message = PluginMessage.diagnostics(for: expansion).first?["message"] as? String
        #expect(message?.contains("@Query var count: [Model]") == true)
        #expect(PluginMessage.expandAttached(expansion) == "")
    }
}

@Suite("Declarations read from source text")
struct DeclarationReaderTests {
    @Test("Members split at line breaks before attributes, modifiers and keywords, not inside brackets or continued lines")
    func members() throws {
        let source = """
            class A {
                var a = [
                    1, 2,
                ]
                @Relationship(deleteRule: .nullify)
                var b: B?; let c = "var d = 1" // var e
                var f = g
                    .map { $0 }
                #if DEBUG
                static var g = 0
                #endif
                init() { var local = 1; _ = local }
            }
            """
        let reader = DeclarationReader(source)
        let declaration = try #require(reader.classDeclaration())
        #expect(declaration.members.map(\.keyword) == ["var", "var", "let", "var", "var", "init"])
        #expect(declaration.members[1].attributes == [.init(name: "Relationship", arguments: "deleteRule: .nullify")])
        #expect(declaration.members[3].rest == "f = g\n        .map { $0 }")
        #expect(declaration.members[4].isStatic)
    }

    @Test("A binding's name, type, initializer and accessor block")
    func bindings() throws {
        let typed = try #require(DeclarationReader.binding(of: "items: Dictionary<String, [Int]> = [:] // note"))
        #expect(typed.name == "items" && typed.type == "Dictionary<String, [Int]>" && typed.initializer == "[:]")
        let handler = try #require(DeclarationReader.binding(of: "handler: (Int) -> Void = { _ in }"))
        #expect(handler.type == "(Int) -> Void" && handler.initializer == "{ _ in }" && handler.isStored)
        let observed = try #require(DeclarationReader.binding(of: "count = 0 {\n didSet { print(count) }\n}"))
        #expect(observed.initializer == "0" && observed.accessorKind == .observers && observed.isStored)
        let computed = try #require(DeclarationReader.binding(of: "title: String { name }"))
        #expect(computed.accessorKind == .body && !computed.isStored)
        let compound = try #require(DeclarationReader.binding(of: "a, b: Int"))
        #expect(compound.isCompound)
    }
}
