/// Makes a struct or an enum a type the model generates, as Apple declares it. Expanded
/// on Linux by this package's own plugin (`PreviewMacros`), which reads the type's
/// source text:
///
///     @Generable(description: "A trip")
///     struct Itinerary {
///         @Guide(description: "A title for the trip") var title: String
///         @Guide(.count(3)) var days: [DayPlan]
///         var rating: Int?
///     }
///     @Generable enum Mood { case calm, busy }
///
/// A struct gains `generationSchema` (its stored properties, with what `@Guide` says of
/// them), `init(_:)` from generated content (which throws when a property that is not
/// optional is missing), `generatedContent`, and `PartiallyGenerated`: the same
/// properties, all optional, `Identifiable` by the content's `GenerationID`. A property
/// of type `GenerationID` is that identity, not a generated property. An enum's cases
/// are the strings the model chooses from. Refused where they are written: classes and
/// actors, enum cases with associated values, properties without a written type,
/// `let`s with a value, `lazy` and wrapped properties, an `id` that is not a
/// `GenerationID` (the partial form's `id` is one), dictionaries, tuples, functions,
/// existentials, arrays of optionals, and `Date`, `URL`, `UUID` and the other standard
/// types that are not `Generable`.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) = #externalMacro(module: "PreviewMacros", type: "GenerableMacro")

/// Describes a property of a `@Generable` type to the model. Adds nothing itself:
/// `@Generable` reads it.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "PreviewMacros", type: "GuideMacro")

/// Describes a property of a `@Generable` type and constrains its values
/// (`.count(3)`, `.range(1...5)`, `.anyOf([…])`). Adds nothing itself: `@Generable`
/// reads it.
@attached(peer)
public macro Guide<T>(description: String? = nil, _ guides: GenerationGuide<T>...) = #externalMacro(module: "PreviewMacros", type: "GuideMacro")
    where T: Generable

/// Describes a string property of a `@Generable` type and the pattern its values
/// match. Adds nothing itself: `@Generable` reads it.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) = #externalMacro(module: "PreviewMacros", type: "GuideMacro")
