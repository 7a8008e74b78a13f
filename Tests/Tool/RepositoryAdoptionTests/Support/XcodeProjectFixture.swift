/// Writes a `project.pbxproj` as Xcode does (an old-style property list of objects by
/// id), from a short description: targets over files in groups or synchronized folders,
/// their Debug settings, package products and dependencies.
struct XcodeProjectFixture {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Files in groups, relative to the project's folder.
        var files: [String] = []
        /// Xcode 16's synchronized folders, and files in each that are not the target's.
        var folders: [(path: String, excluded: [String])] = []
        var settings: [String: String] = [:]
        /// Package products: the product and the remote package's URL, or nil for a local package.
        var products: [(name: String, url: String?)] = []
        var dependencies: [String] = []
    }

    var targets: [Target]
    var projectSettings: [String: String] = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)"]
    var remotePackages: [(url: String, minimumVersion: String)] = []

    private final class IDs {
        var next = 1
        func make() -> String {
            defer { next += 1 }
            let hex = String(next, radix: 16, uppercase: true)
            return String(repeating: "0", count: 24 - hex.count) + hex
        }
    }

    var text: String {
        let ids = IDs()
        var objects: [(String, String)] = []
        func add(_ id: String, _ body: String) { objects.append((id, body)) }
        func quote(_ value: String) -> String {
            value.allSatisfy({ $0.isLetter || $0.isNumber || "._/".contains($0) }) && !value.isEmpty ? value : "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func settings(_ values: [String: String]) -> String {
            values.sorted { $0.key < $1.key }.map { "\($0.key) = \(quote($0.value));" }.joined(separator: " ")
        }

        // Groups for the files, one per folder.
        var groupChildren: [String: [String]] = ["": []]
        var groupIDs: [String: String] = ["": ids.make()]
        var fileIDs: [String: String] = [:]
        func group(for folder: String) -> String {
            if let id = groupIDs[folder] { return id }
            let id = ids.make()
            groupIDs[folder] = id
            let parent = folder.contains("/") ? String(folder[..<folder.lastIndex(of: "/")!]) : ""
            let parentID = group(for: parent)
            _ = parentID
            groupChildren[parent, default: []].append(id)
            groupChildren[folder] = groupChildren[folder] ?? []
            return id
        }
        for file in targets.flatMap(\.files) where fileIDs[file] == nil {
            let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : ""
            _ = group(for: folder)
            let id = ids.make()
            fileIDs[file] = id
            groupChildren[folder, default: []].append(id)
            let name = file.split(separator: "/").last.map(String.init) ?? file
            add(id, "{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(quote(name)); sourceTree = \"<group>\"; }")
        }
        var folderIDs: [String: String] = [:]
        var packageIDs: [String: String] = [:]
        for package in remotePackages {
            let id = ids.make()
            packageIDs[package.url] = id
            add(id, "{isa = XCRemoteSwiftPackageReference; repositoryURL = \(quote(package.url)); requirement = {kind = upToNextMajorVersion; minimumVersion = \(quote(package.minimumVersion)); }; }")
        }
        var targetIDs: [String: String] = [:]
        for target in targets { targetIDs[target.name] = ids.make() }
        for target in targets {
            let targetID = targetIDs[target.name]!
            var synchronized: [String] = []
            for folder in target.folders {
                let id = folderIDs[folder.path] ?? ids.make()
                var exceptions = ""
                if !folder.excluded.isEmpty {
                    let exceptionID = ids.make()
                    add(exceptionID, "{isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(folder.excluded.map(quote).joined(separator: ", ")), ); target = \(targetID); }")
                    exceptions = "exceptions = (\(exceptionID), ); "
                }
                if folderIDs[folder.path] == nil {
                    folderIDs[folder.path] = id
                    groupChildren[""]!.append(id)
                    add(id, "{isa = PBXFileSystemSynchronizedRootGroup; \(exceptions)explicitFileTypes = {}; explicitFolders = (); path = \(quote(folder.path)); sourceTree = \"<group>\"; }")
                }
                synchronized.append(id)
            }
            let buildFiles = target.files.map { file -> String in
                let id = ids.make()
                add(id, "{isa = PBXBuildFile; fileRef = \(fileIDs[file]!); }")
                return id
            }
            let sources = ids.make()
            add(sources, "{isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (\(buildFiles.joined(separator: ", "))\(buildFiles.isEmpty ? "" : ", ")); runOnlyForDeploymentPostprocessing = 0; }")
            let productIDs = target.products.map { product -> String in
                let id = ids.make()
                let package = product.url.flatMap { packageIDs[$0] }.map { "package = \($0); " } ?? ""
                add(id, "{isa = XCSwiftPackageProductDependency; \(package)productName = \(quote(product.name)); }")
                return id
            }
            let dependencyIDs = target.dependencies.map { name -> String in
                let id = ids.make()
                add(id, "{isa = PBXTargetDependency; target = \(targetIDs[name]!); }")
                return id
            }
            let configuration = ids.make()
            add(configuration, "{isa = XCBuildConfiguration; buildSettings = {\(settings(target.settings))}; name = Debug; }")
            let release = ids.make()
            add(release, "{isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 4.0;}; name = Release; }")
            let list = ids.make()
            add(list, "{isa = XCConfigurationList; buildConfigurations = (\(configuration), \(release), ); defaultConfigurationName = Release; }")
            add(targetID, """
            {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(sources), ); dependencies = (\(dependencyIDs.map { $0 + ", " }.joined())); \
            fileSystemSynchronizedGroups = (\(synchronized.map { $0 + ", " }.joined())); name = \(quote(target.name)); \
            packageProductDependencies = (\(productIDs.map { $0 + ", " }.joined())); productName = \(quote(target.name)); productType = \(quote(target.productType)); }
            """)
        }
        for (folder, id) in groupIDs {
            let children = groupChildren[folder, default: []].joined(separator: ", ")
            let path = folder.isEmpty ? "" : "path = \(quote(String(folder.split(separator: "/").last!))); "
            add(id, "{isa = PBXGroup; children = (\(children)\(children.isEmpty ? "" : ", ")); \(path)sourceTree = \"<group>\"; }")
        }
        let projectConfiguration = ids.make()
        add(projectConfiguration, "{isa = XCBuildConfiguration; buildSettings = {\(settings(projectSettings))}; name = Debug; }")
        let projectList = ids.make()
        add(projectList, "{isa = XCConfigurationList; buildConfigurations = (\(projectConfiguration), ); }")
        let project = ids.make()
        add(project, """
        {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = \(groupIDs[""]!); \
        packageReferences = (\(remotePackages.map { packageIDs[$0.url]! + ", " }.joined())); projectDirPath = ""; projectRoot = ""; \
        targets = (\(targets.map { targetIDs[$0.name]! + ", " }.joined())); }
        """)
        let body = objects.sorted { $0.0 < $1.0 }.map { "\t\t\($0.0) = \($0.1);" }.joined(separator: "\n")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\(body)\n\t};\n\trootObject = \(project);\n}\n"
    }
}
