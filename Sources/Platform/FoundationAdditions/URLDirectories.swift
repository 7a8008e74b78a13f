import Foundation

// iOS 16's names for the app's well-known folders (`URL.documentsDirectory`), which
// Linux's Foundation leaves out. Each is what `FileManager` answers for the folder in
// the user's domain (`~/Documents`, `~/.local/share`, `~/.cache` on Linux), or a folder
// of that name in the home folder when it answers none.
extension URL {
    public static var applicationDirectory: URL { folder(.applicationDirectory, "Applications") }
    public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory, "Library/Application Support") }
    public static var cachesDirectory: URL { folder(.cachesDirectory, "Library/Caches") }
    public static var desktopDirectory: URL { folder(.desktopDirectory, "Desktop") }
    public static var documentsDirectory: URL { folder(.documentDirectory, "Documents") }
    public static var downloadsDirectory: URL { folder(.downloadsDirectory, "Downloads") }
    public static var libraryDirectory: URL { folder(.libraryDirectory, "Library") }
    public static var moviesDirectory: URL { folder(.moviesDirectory, "Movies") }
    public static var musicDirectory: URL { folder(.musicDirectory, "Music") }
    public static var picturesDirectory: URL { folder(.picturesDirectory, "Pictures") }
    public static var sharedPublicDirectory: URL { folder(.sharedPublicDirectory, "Public") }
    public static var trashDirectory: URL { folder(.trashDirectory, ".Trash") }
    public static var userDirectory: URL { folder(.userDirectory, "..") }

    private static func folder(_ directory: FileManager.SearchPathDirectory, _ name: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(name, isDirectory: true).standardizedFileURL
    }
}
