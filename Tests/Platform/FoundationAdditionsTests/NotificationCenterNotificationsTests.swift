import Foundation
import FoundationAdditions
import Testing

@Suite("NotificationCenter.notifications(named:)")
struct NotificationCenterNotificationsTests {
    @Test("Notifications posted after iteration starts arrive in order, filtered by name")
    func deliversInOrder() async {
        // Given
        let center = NotificationCenter()
        let name = Notification.Name("TestRefresh")
        var iterator = center.notifications(named: name).makeAsyncIterator()

        // When
        center.post(name: Notification.Name("Other"), object: nil)
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: name, object: nil, userInfo: ["n": 2])

        // Then
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.userInfo?["n"] as? Int == 1)
        #expect(second?.userInfo?["n"] as? Int == 2)
    }
}
