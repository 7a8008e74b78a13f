// MacTypes.h comes with CoreFoundation on Apple platforms, so every file that imports
// Foundation and SwiftUI (or UIKit) sees its constants; Linux's CoreFoundation has
// `OSStatus` but not these.

/// "No error", the status a Keychain or CoreText call returns on success: an `Int`, as
/// Swift imports MacTypes' enum constant, so it compares with an `OSStatus`.
public var noErr: Int { 0 }
