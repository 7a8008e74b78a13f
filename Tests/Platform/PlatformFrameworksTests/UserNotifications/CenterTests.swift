import Foundation
import Testing
import UserNotifications

/// The center is process-wide: these run one at a time, with unique identifiers.
@Suite(.serialized) struct CenterTests {
    let center = UNUserNotificationCenter.current()

    @Test func authorizationIsDeniedOnLinux() async throws {
        let granted = try await center.requestAuthorization(options: [.alert, .sound])
        #expect(!granted)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
    }

    @Test func triggeredRequestsArePendingAndReplaceByIdentifier() async throws {
        let id = "pending-\(UUID())"
        let content = UNMutableNotificationContent()
        content.title = "First"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        try await center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
        content.title = "Second"
        try await center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
        let pending = await center.pendingNotificationRequests().filter { $0.identifier == id }
        #expect(pending.count == 1)
        #expect(pending.first?.content.title == "Second")
        center.removePendingNotificationRequests(withIdentifiers: [id])
        #expect(await center.pendingNotificationRequests().contains { $0.identifier == id } == false)
    }

    @Test func requestsCopyTheirContent() {
        let content = UNMutableNotificationContent()
        content.title = "Before"
        content.userInfo = ["k": "v"]
        let request = UNNotificationRequest(identifier: "copy", content: content, trigger: nil)
        content.title = "After"
        #expect(request.content.title == "Before")
        #expect(request.content.userInfo["k"] as? String == "v")
    }

    @Test func untriggeredRequestsAreDeliveredAndCanBeRemoved() async throws {
        let id = "now-\(UUID())"
        let content = UNMutableNotificationContent()
        content.body = "Hi"
        content.sound = .default
        try await center.add(UNNotificationRequest(identifier: id, content: content, trigger: nil))
        #expect(await center.deliveredNotifications().contains { $0.request.identifier == id })
        center.removeAllDeliveredNotifications()
        #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test func badgeCountIsKeptAndNegativeCountsFail() async throws {
        try await center.setBadgeCount(3)
        #expect(center._badgeCount == 3)
        await #expect(throws: UNError.self) { try await center.setBadgeCount(-1) }
    }
}
