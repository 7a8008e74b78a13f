/// Keeps both sides of a relationship in step, as SwiftData does: when one side
/// changes, the other is written through its setter, so its observers hear of it too.
enum Inverses {
    /// `property` of `model` went from holding `before` to holding `after`.
    static func follow(_ property: PropertyDescription, of model: any PersistentModel, from before: [any PersistentModel], to after: [any PersistentModel]) {
        guard let inverse = EntityDescription.inverse(of: property) else { return }
        for other in before where !after.contains(where: { $0 === other }) {
            detach(model, from: other, through: inverse)
        }
        for other in after where !before.contains(where: { $0 === other }) {
            attach(model, to: other, through: inverse, forward: property)
        }
    }

    /// Makes `other`'s side (`inverse`) hold `model`. A to-one side that held another
    /// model moves: that model's side lets go of `other`.
    static func attach(_ model: any PersistentModel, to other: any PersistentModel, through inverse: PropertyDescription, forward: PropertyDescription) {
        let current = inverse.access.models(in: inverse.access.value(of: other))
        guard !current.contains(where: { $0 === model }) else { return }
        if inverse.relationship?.isToMany == true {
            write(inverse, of: other, holding: current + [model])
        } else {
            for previous in current {
                detach(other, from: previous, through: forward)
            }
            write(inverse, of: other, holding: [model])
        }
    }

    /// Makes `other`'s side (`inverse`) let go of `model`. A required to-one side keeps
    /// it: it cannot be empty (a delete rule decides what happens to such models).
    static func detach(_ model: any PersistentModel, from other: any PersistentModel, through inverse: PropertyDescription) {
        guard let relationship = inverse.relationship, relationship.isToMany || relationship.isOptional else { return }
        let current = inverse.access.models(in: inverse.access.value(of: other))
        guard current.contains(where: { $0 === model }) else { return }
        write(inverse, of: other, holding: current.filter { $0 !== model })
    }

    /// Writes through the setter without following back to where the change came from.
    static func write(_ property: PropertyDescription, of model: any PersistentModel, holding models: [any PersistentModel]) {
        let state = model.state
        let maintained = state.maintainsInverses
        state.maintainsInverses = false
        defer { state.maintainsInverses = maintained }
        property.access.set(property.access.value(holding: models), on: model)
    }
}
