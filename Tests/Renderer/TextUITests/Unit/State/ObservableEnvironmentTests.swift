import Foundation
import Observation
import Testing
import ViewSnapshotTesting

/// `@Observable` objects in the environment (iOS 17), and the actions SwiftUI puts
/// there: a still picture reads them, and calling an action changes nothing.
@MainActor
@Suite("Observable objects and actions in the environment")
struct ObservableEnvironmentTests {
    @Observable
    final class Library {
        var books = ["Dune", "Emma"]
    }

    struct Shelf: View {
        @Environment(Library.self) private var library
        @Environment(Library.self) private var optionalLibrary: Library?
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        @Environment(\.presentationMode) private var presentationMode

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(library.books.count) books")
                Text(optionalLibrary == nil ? "none" : "shared")
                Button("Close") { dismiss() }
                Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
            }
        }
    }

    @Test("@Environment(Type.self) reads what .environment(_:) put there")
    func observableObject() {
        let rows = Rendering.rows(Shelf().environment(Library()))
        #expect(rows.contains { $0.contains("2 books") })
        #expect(rows.contains { $0.contains("shared") })
        #expect(rows.contains { $0.contains("root") })
    }

    @Test("An optional read finds nothing where nothing was put")
    func optionalObject() {
        struct Probe: View {
            @Environment(Library.self) private var library: Library?
            var body: some View { Text(library == nil ? "no library" : "library") }
        }
        #expect(Rendering.rows(Probe()).contains { $0.contains("no library") })
    }

    @Test("Actions do nothing when called, and openURL hands the URL to the app's handler")
    func actions() {
        var environment = EnvironmentValues()
        environment.dismiss()
        let opened = LockedURLs()
        environment.openURL = OpenURLAction { url in
            opened.append(url)
            return .handled
        }
        environment.openURL(URL(string: "https://example.com")!)
        #expect(opened.urls == [URL(string: "https://example.com")!])
        #expect(environment.isPresented == false)
    }
}

/// URLs a handler saw, from a `@Sendable` closure.
private final class LockedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [URL] = []
    var urls: [URL] { lock.withLock { stored } }
    func append(_ url: URL) { lock.withLock { stored.append(url) } }
}
