import Foundation
import LocalAuthentication
import Testing

struct ContextTests {
    @Test func nothingCanBeEvaluated() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        #expect(error?.domain == LAErrorDomain)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(context.biometryType == .none)
    }

    @Test func evaluationFailsWithTheReason() async {
        let context = LAContext()
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "test")
            Issue.record("expected a failure")
        } catch LAError.biometryNotAvailable {
        } catch {
            Issue.record("unexpected \(error)")
        }
        context.invalidate()
        await #expect(throws: LAError(.invalidContext)) {
            try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "test")
        }
    }
}
