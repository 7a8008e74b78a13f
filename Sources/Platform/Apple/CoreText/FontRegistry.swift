import Foundation

/// The fonts this process registered, by the file they came from (nil for graphics
/// fonts registered from memory). Linux has no system fonts to list beside them.
enum FontRegistry {
    private struct Registration {
        let url: URL?
        let fonts: [CGFont]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registrations: [Registration] = []

    private static func name(_ font: CGFont) -> String? {
        font.postScriptName.map { $0 as String }
    }

    static func register(url: URL, scope: CTFontManagerScope) -> NSError? {
        guard scope == .process else {
            return CTFontManagerError.unsupportedScope.error("Linux registers fonts for the process only.", urls: [url])
        }
        let path = url.standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else {
            return CTFontManagerError.fileNotFound.error("The file “\(url.lastPathComponent)” couldn’t be found.", urls: [url])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return CTFontManagerError.insufficientPermissions.error("The file “\(url.lastPathComponent)” couldn’t be read.", urls: [url])
        }
        let fonts: [CGFont]
        do {
            fonts = try CGFont.fonts(in: data)
        } catch .unrecognizedFormat {
            return CTFontManagerError.unrecognizedFormat.error("The file is not a recognized or supported font file.", urls: [url])
        } catch {
            return CTFontManagerError.invalidFontData.error("The font data is invalid.", urls: [url])
        }
        return add(Registration(url: url.standardizedFileURL, fonts: fonts), urls: [url])
    }

    static func register(font: CGFont) -> NSError? {
        add(Registration(url: nil, fonts: [font]), urls: [])
    }

    private static func add(_ registration: Registration, urls: [URL]) -> NSError? {
        lock.withLock {
            let taken = Set(registrations.flatMap { $0.fonts.compactMap(name) })
            let clash = registration.url.map { url in registrations.contains { $0.url == url } } ?? false
                || registration.fonts.compactMap(name).contains(where: taken.contains)
            if clash {
                return CTFontManagerError.alreadyRegistered.error("The font is already registered.", urls: urls)
            }
            registrations.append(registration)
            return nil
        }
    }

    static func unregister(url: URL) -> NSError? {
        let url = url.standardizedFileURL
        return lock.withLock {
            guard let index = registrations.firstIndex(where: { $0.url == url }) else {
                return CTFontManagerError.notRegistered.error("The font is not registered.", urls: [url])
            }
            registrations.remove(at: index)
            return nil
        }
    }

    static func unregister(font: CGFont) -> NSError? {
        lock.withLock {
            guard let index = registrations.firstIndex(where: { $0.url == nil && $0.fonts.contains { $0 === font } }) else {
                return CTFontManagerError.notRegistered.error("The font is not registered.")
            }
            registrations.remove(at: index)
            return nil
        }
    }

    static var postScriptNames: [String] {
        lock.withLock { Set(registrations.flatMap { $0.fonts.compactMap(name) }).sorted() }
    }

    static var familyNames: [String] {
        lock.withLock { Set(registrations.flatMap { $0.fonts.compactMap(\.familyName) }).sorted() }
    }
}
