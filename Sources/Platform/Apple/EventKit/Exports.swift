/// EventKit brings Foundation with it, as on Apple platforms (`DateComponents`, `NSPredicate`).
@_exported import Foundation
