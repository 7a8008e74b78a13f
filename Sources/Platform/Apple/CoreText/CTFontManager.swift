import Foundation

// The font manager, as apps register the fonts they bundle. Linux draws no glyph shapes,
// so registering a font makes its names known (see `CTFontManagerCopyAvailablePostScriptNames`)
// and nothing more. Each function that fails sets `error`, when given, to a +1
// `CFError` in `kCTFontManagerErrorDomain` (take it with `takeRetainedValue()`) and
// returns false.

private func report(_ error: NSError?, _ out: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let error else { return true }
    out?.pointee = Unmanaged.passRetained(error)
    return false
}

/// Registers the fonts of a font file (`.ttf`, `.otf`, every font of a `.ttc`). Fails
/// with `.fileNotFound` for a missing file, `.insufficientPermissions` for an unreadable
/// one, `.unrecognizedFormat` for a file that is no font, `.invalidFontData` for a
/// damaged one, `.alreadyRegistered` when the file or a font's PostScript name is
/// registered already, and `.unsupportedScope` for any scope but `.process`.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(FontRegistry.register(url: fontURL as URL, scope: scope), error)
}

/// Unregisters the fonts of a file registered before; `.notRegistered` otherwise.
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(FontRegistry.unregister(url: fontURL as URL), error)
}

/// Registers a font made from bytes (`CGFont(provider)`); `.alreadyRegistered` when its
/// PostScript name is registered already.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(FontRegistry.register(font: font), error)
}

/// Unregisters a font registered with `CTFontManagerRegisterGraphicsFont`; `.notRegistered` otherwise.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(FontRegistry.unregister(font: font), error)
}

/// Registers several font files (iOS 13). `registrationHandler` is called once, with the
/// errors of the files that failed and `true` for done; its answer is not needed.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let urls = fontURLs.compactMap { ($0 as? URL) ?? ($0 as? NSURL).map { $0 as URL } }
    let errors = urls.compactMap { FontRegistry.register(url: $0, scope: scope) }
    _ = registrationHandler?(errors as NSArray, true)
}

/// The PostScript names of the fonts this process registered, sorted. Linux has no
/// system fonts, so these are all.
public func CTFontManagerCopyAvailablePostScriptNames() -> CFArray {
    FontRegistry.postScriptNames as NSArray
}

/// The family names of the fonts this process registered, sorted.
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray {
    FontRegistry.familyNames as NSArray
}
