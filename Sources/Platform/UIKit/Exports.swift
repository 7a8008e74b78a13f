// `import UIKit` on iOS brings Foundation; code that imports only UIKit uses `URL` and
// `CGFloat` without importing Foundation itself.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import DeveloperToolsSupport
// What iOS's Foundation has and Linux's lacks (`NSPredicate(format:)`…): on iOS it is
// Foundation itself that `import UIKit` brings.
@_exported import FoundationAdditions
// UIKit's scenes and app delegate take notification responses, so on iOS
// `import UIKit` brings UserNotifications: `UNUserNotificationCenter` with no import of its own.
@_exported import UserNotifications
