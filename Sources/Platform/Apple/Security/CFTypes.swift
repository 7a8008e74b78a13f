/// Security brings CoreFoundation with it, as on Apple platforms (`kCFBooleanTrue`).
/// The CF names the keychain API takes (`CFDictionary`, `CFString`, `CFData`...) stand
/// for Foundation's bridging classes on Linux; they are declared once, in CoreGraphics,
/// which re-exports CoreFoundation, so files that also import CoreText or ImageIO see a
/// single declaration of each.
@_exported import CoreGraphics

/// A result code; 0 is success.
public typealias OSStatus = Int32
