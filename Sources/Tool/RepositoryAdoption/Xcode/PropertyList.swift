import Foundation

/// An Xcode project file (`project.pbxproj`, an old-style property list) as a table of
/// objects by id, read with Foundation.
struct ProjectObjects {
    let objects: [String: [String: Any]]
    let rootObject: String

    init(contentsOf path: String) throws(AdoptionError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path, "the file cannot be read")
        }
        if let text = String(data: data, encoding: .utf8), text.contains("\n<<<<<<< ") || text.hasPrefix("<<<<<<< ") {
            throw .unreadable(path, "it holds unresolved merge conflict markers (<<<<<<<); resolve the conflict in Xcode or git first")
        }
        let plist: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw .unreadable(path, "it is not a property list Xcode writes (\(error.localizedDescription)); open the project in Xcode and save it")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any], let root = top["rootObject"] as? String else {
            throw .unreadable(path, "it has no objects or root object; is it a project.pbxproj?")
        }
        self.objects = objects.compactMapValues { $0 as? [String: Any] }
        rootObject = root
    }

    subscript(id: String) -> [String: Any]? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }
}

extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String? { self[key] as? String }
    func strings(_ key: String) -> [String] { self[key] as? [String] ?? [] }
    func dictionary(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
}
