import Foundation
import Testing

@testable import PreviewMacroExpansion

@Suite("@Entry expansion")
struct EntryExpansionTests {
    @Test("Name, type and default are read from the property as written")
    func readsTheProperty() throws {
        let entry = try EntryExpansion(declaration: "@Entry public var selectedStatus: Set<ProposalStatus> = .allCases")
        #expect(entry.name == "selectedStatus")
        #expect(entry.type == "Set<ProposalStatus>")
        #expect(entry.defaultValue == ".allCases")
    }

    @Test("An optional without a default starts as nil")
    func optionalDefault() throws {
        let entry = try EntryExpansion(declaration: "@Entry var confirmingDeploymentAction: Binding<DeploymentAction?>?")
        #expect(entry.type == "Binding<DeploymentAction?>?")
        #expect(entry.defaultValue == "nil")
    }

    @Test("Generic arguments and closures in the type or default do not end it early")
    func nestedBrackets() throws {
        let entry = try EntryExpansion(declaration: "@Entry var handler: (Int) -> [String: Int] = { _ in [\"a=b\": 1] }")
        #expect(entry.type == "(Int) -> [String: Int]")
        #expect(entry.defaultValue == "{ _ in [\"a=b\": 1] }")
    }

    @Test("The accessors and the key read and hold the default through one key type")
    func expansions() throws {
        let entry = try EntryExpansion(declaration: "@Entry var accent: Color = .blue")
        #expect(entry.accessors == "get { self[__Key_accent.self] }\nset { self[__Key_accent.self] = newValue }")
        #expect(entry.keyDeclaration == "private struct __Key_accent: _EntryKey {\n    static var defaultValue: Color { .blue }\n}")
    }

    @Test("A property without a type takes its initializer's: the key holds the default as a constant")
    func inferredType() throws {
        let entry = try EntryExpansion(declaration: "@Entry public var featureFlags = FeatureFlags(adminEnabled: false)")
        #expect(entry.name == "featureFlags")
        #expect(entry.type == nil)
        #expect(entry.defaultValue == "FeatureFlags(adminEnabled: false)")
        #expect(entry.keyDeclaration == "private struct __Key_featureFlags: _EntryKey {\n    static let defaultValue = FeatureFlags(adminEnabled: false)\n}")
    }

    @Test("A property with neither type nor default, one with no default that is not optional, or not a var, is refused with what to write")
    func refusals() {
        #expect(throws: EntryExpansion.Failure.noType("count")) { try EntryExpansion(declaration: "@Entry var count") }
        #expect(throws: EntryExpansion.Failure.noDefault("count")) { try EntryExpansion(declaration: "@Entry var count: Int") }
        #expect(throws: EntryExpansion.Failure.notAVariable) { try EntryExpansion(declaration: "@Entry func make() {}") }
        #expect(EntryExpansion.Failure.noType("count").message.contains("@Entry var count: SomeType"))
        #expect(EntryExpansion.Failure.noDefault("count").message.contains("optional type"))
    }

    @Test("The plugin answers each role of @Entry, and nothing for @Previewable")
    func pluginRoles() {
        let accessor = PluginMessage.expandAttached(.init(typeName: "EntryMacro", role: "accessor", declaration: "@Entry var x: Int = 1"))
        let peer = PluginMessage.expandAttached(.init(typeName: "EntryMacro", role: "peer", declaration: "@Entry var x: Int = 1"))
        let previewable = PluginMessage.expandAttached(.init(typeName: "PreviewableMacro", role: "peer", declaration: "@Previewable @State var x = 1"))
        #expect(accessor.contains("self[__Key_x.self]"))
        #expect(peer.hasPrefix("private struct __Key_x"))
        #expect(previewable.isEmpty)
    }
}
