/// AuthenticationServices brings UIKit with it on iOS (`ASPresentationAnchor` is a UIWindow).
@_exported import UIKit
