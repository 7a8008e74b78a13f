import Foundation
import TestSupport

/// The built `snapshots` executable, run as a user runs it.
enum SnapshotsExecutable {
    struct Result {
        var status: Int32
        var output: String
    }

    static var path: String { ChildProcess.path(ofProduct: "snapshots") }

    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Result {
        let result = try ChildProcess.run(product: "snapshots", arguments: arguments, variables: environment, in: folder)
        return Result(status: result.status, output: result.output)
    }
}
