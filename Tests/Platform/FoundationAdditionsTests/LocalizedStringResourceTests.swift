import Foundation
import FoundationAdditions
import Testing

struct LocalizedStringResourceTests {
    @Test func aLiteralIsItsOwnKeyAndValue() {
        let resource: LocalizedStringResource = "Settings"
        #expect(resource.key == "Settings")
        #expect(String(localized: resource) == "Settings")
        #expect(resource.table == nil)
        #expect(resource.bundle == .main)
    }

    @Test func interpolationsBecomeSpecifiersInTheKey() {
        let name = "Ana"
        let count = 3
        let resource: LocalizedStringResource = "Hello \(name), you have \(count) messages"
        #expect(resource.key == "Hello %@, you have %lld messages")
        #expect(String(localized: resource) == "Hello Ana, you have 3 messages")
    }

    @Test func aKeyWithADefaultValue() {
        let resource = LocalizedStringResource("onboarding.title", defaultValue: "Welcome", table: "Onboarding", locale: Locale(identifier: "es"), bundle: .atURL(URL(fileURLWithPath: "/tmp/Strings.bundle")))
        #expect(resource.key == "onboarding.title")
        #expect(String(localized: resource) == "Welcome")
        #expect(resource.table == "Onboarding")
        #expect(resource.locale.identifier == "es")
        #expect(resource.bundle == .atURL(URL(fileURLWithPath: "/tmp/Strings.bundle")))
        #expect(resource.bundle != .main)
    }

    @Test func numbersAreWrittenAsIOSWritesThem() {
        let ratio = 1.5
        let unsigned: UInt = 7
        #expect(String(localized: "Ratio \(ratio)") == "Ratio 1.500000")
        #expect(String(localized: "Ratio \(ratio, specifier: "%.1f")") == "Ratio 1.5")
        #expect(String(localized: "Count \(unsigned)") == "Count 7")
        #expect(LocalizedStringResource("Done: \(ratio)").key == "Done: %lf")
        #expect(LocalizedStringResource("50% of \(unsigned)").key == "50%% of %llu")
        #expect(String(localized: LocalizedStringResource("50% of \(unsigned)")) == "50% of 7")
    }

    @Test func stringLocalizedForms() {
        #expect(String(localized: "Plain") == "Plain")
        #expect(String(localized: "greeting", defaultValue: "Hi \("Bob")") == "Hi Bob")
        #expect(String(localized: "Table", table: "Main", comment: "A heading") == "Table")
    }

    @Test func resourcesConvertToThemselves() {
        let resource: LocalizedStringResource = "Title"
        let convertible: any CustomLocalizedStringResourceConvertible = resource
        #expect(convertible.localizedStringResource == resource)
        #expect(LocalizedStringResource.BundleDescription.forClass(NSObject.self) == .forClass(NSObject.self))
        #expect(LocalizedStringResource.BundleDescription.forClass(NSObject.self) != .forClass(NSString.self))
    }
}
