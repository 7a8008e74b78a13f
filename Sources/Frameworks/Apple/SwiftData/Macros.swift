/// Makes a class a SwiftData model: its stored `var`s persist, and it conforms to
/// `PersistentModel` and `Observable`. Expanded on Linux by this package's own plugin
/// (`PreviewMacros`), which reads the class's source text:
///
///     @Model final class Trip {
///         var name: String
///         @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
///         @Transient var isExpanded = false
///         init(name: String) { self.name = name }
///     }
///
/// The class's own initializers keep working: each persisted property gets an init
/// accessor, so `self.name = name` sets it and a default written beside a property
/// still applies. Refused where it is written, as on iOS: `let` properties (make them
/// `var` or `@Transient`), a `@Transient` property without a default, a class without
/// an initializer; and here also `willSet`/`didSet` or `lazy` on a persisted property.
@attached(member, conformances: Observable, PersistentModel, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "PreviewMacros", type: "ModelMacro")

/// Options for one persisted property: `@Attribute(.unique) var code: String`. A unique
/// attribute makes an insert of an existing value update that model when the context
/// saves (an upsert), as on iOS. `originalName` and `hashModifier` describe migrations,
/// which an in-memory store never needs.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option...,
    originalName: String? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "PreviewMacros", type: "AttributeMacro")

/// How a relationship behaves: what deleting its owner does to the related models
/// (`.cascade` deletes them, `.nullify` clears their side, `.deny` refuses the save,
/// `.noAction` leaves them), and which property of the other model is its inverse.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option...,
    deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0,
    originalName: String? = nil,
    inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "PreviewMacros", type: "RelationshipMacro")

/// Compound uniqueness (iOS 18), written inside a `@Model` class: models whose values
/// agree on every property of one constraint are one model. An insert that matches a
/// stored model updates it when the context saves (an upsert), as `@Attribute(.unique)`
/// does for one property; a model with nil in a constraint's property never collides.
///
///     #Unique<Trip>([\.name, \.startDate])
@freestanding(declaration, names: named(_uniquenessConstraints))
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "PreviewMacros", type: "UniqueMacro")

/// Indices for a store's fetches (iOS 18). An in-memory store searches its models
/// directly, so there is nothing to build: the macro adds nothing.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "PreviewMacros", type: "IndexMacro")

/// Keeps a property of a model out of its storage: it is neither saved nor fetched, and
/// needs a default value.
@attached(peer)
public macro Transient() = #externalMacro(module: "PreviewMacros", type: "TransientMacro")

/// What `@Model` puts on each persisted property: accessors that keep the value in the
/// model's backing data and tell observers. Underscored: it is the macro's.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "PreviewMacros", type: "PersistedPropertyMacro")

/// What `@_PersistedProperty`'s placeholder holds: nothing. The value lives in the
/// model's backing data. Underscored: it is the macro's.
public struct _SwiftDataNoType: Sendable {
    public init() {}
}
