/// Security brings CoreFoundation with it, as on Apple platforms (`kCFBooleanTrue`).
@_exported import CoreFoundation
import Foundation

// Linux's CoreFoundation has the CF types, but Swift on Linux does not bridge them:
// `[String: Any] as CFDictionary` and `kSecClass as String` do not compile against
// them. Foundation's classes do bridge, so here the CF names the keychain API uses
// stand for those classes. Being declared in a module that imports CoreFoundation,
// they shadow CoreFoundation's own names in files that import Security.

/// A dictionary of keychain attributes: `NSDictionary` (bridges from `[String: Any]`).
public typealias CFDictionary = NSDictionary
/// A keychain constant: `NSString` (bridges to `String`).
public typealias CFString = NSString
public typealias CFData = NSData
public typealias CFArray = NSArray
public typealias CFNumber = NSNumber
/// Any keychain result object.
public typealias CFTypeRef = AnyObject

/// A result code; 0 is success.
public typealias OSStatus = Int32
