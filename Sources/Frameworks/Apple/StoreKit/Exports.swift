/// StoreKit brings UIKit with it on iOS (its review and product sheets are UIKit's).
@_exported import UIKit
