// `import CoreGraphics` brings CoreFoundation on Apple platforms, and so does every
// framework that takes CF types (Security, CoreText, ImageIO). Linux's CoreFoundation
// has the CF types, but Swift on Linux does not bridge them: `[String: Any] as
// CFDictionary`, `url as CFURL` and `kSecClass as String` do not compile against them.
// Foundation's classes do bridge, so here the CF names those frameworks take stand for
// them. Declared in the module that re-exports CoreFoundation, they shadow its own
// names; declared once, here, so that a file importing several of those frameworks sees
// one declaration of each. (A file that also imports CoreFoundation itself sees both.)
@_exported import CoreFoundation
import Foundation

/// A dictionary of attributes or options: `NSDictionary` (bridges from `[String: Any]`).
public typealias CFDictionary = NSDictionary
/// A constant or a name: `NSString` (bridges to `String`).
public typealias CFString = NSString
public typealias CFData = NSData
/// Bytes a CF function appends to: `NSMutableData`.
public typealias CFMutableData = NSMutableData
public typealias CFArray = NSArray
public typealias CFNumber = NSNumber
/// A file or resource location: `NSURL` (bridges from `URL`).
public typealias CFURL = NSURL
/// An error a CF function reports through its `Unmanaged<CFError>?` out-parameter:
/// `NSError`, so `error.takeRetainedValue() as Error` works as on Apple platforms.
public typealias CFError = NSError
/// Any CF object.
public typealias CFTypeRef = AnyObject

/// The code of an error a CF function reported.
public func CFErrorGetCode(_ err: CFError) -> CFIndex {
    err.code
}

/// The domain of an error a CF function reported.
public func CFErrorGetDomain(_ err: CFError) -> CFString {
    NSString(string: err.domain)
}

/// The description of an error a CF function reported.
public func CFErrorCopyDescription(_ err: CFError) -> CFString {
    NSString(string: err.localizedDescription)
}

/// The user info of an error a CF function reported.
public func CFErrorCopyUserInfo(_ err: CFError) -> CFDictionary {
    NSDictionary(dictionary: err.userInfo)
}

/// An empty mutable data, to hand to a function that appends to it (an image
/// destination): `NSMutableData`, as the other CF names here are Foundation's classes.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData? {
    NSMutableData(capacity: max(capacity, 0))
}

/// A data of `length` bytes copied from `bytes`.
public func CFDataCreate(_ allocator: CFAllocator?, _ bytes: UnsafePointer<UInt8>?, _ length: CFIndex) -> CFData? {
    guard let bytes else { return length == 0 ? NSData() : nil }
    return NSData(bytes: bytes, length: length)
}

public func CFDataGetLength(_ theData: CFData) -> CFIndex {
    theData.length
}
