import SnapshotCore

/// GitHub Actions workflow commands: `::error file=…,line=…::` puts a failure on the
/// assertion's line in the pull request.
enum GitHubAnnotations {
    static func lines(for entries: [LedgerEntry], workspace: Workspace, repositoryRoot: String?) -> [String] {
        entries.filter { $0.outcome == .failed || $0.outcome == .missing }.map { entry in
            let absolute = FilePath.absolute(entry.file, relativeTo: workspace.snapshotRoot)
            let file = repositoryRoot.map { FilePath.relative(absolute, to: FilePath.absolute($0)) } ?? entry.file
            let title = entry.outcome == .failed ? "Snapshot does not match" : "Snapshot reference missing"
            var message = "\(entry.test): \(entry.displayReference)"
            if let detail = entry.detail { message += "\n\(detail)" }
            message += entry.outcome == .failed
                ? "\nReview the change locally with `swift run snapshots review`, or accept it with `swift run snapshots accept`."
                : "\nRecord it locally with `swift run snapshots test` and commit it."
            return "::error file=\(property(file)),line=\(entry.line),title=\(property(title))::\(data(message))"
        }
    }

    /// Escaping for the message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
