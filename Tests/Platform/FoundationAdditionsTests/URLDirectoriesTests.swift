import Foundation
import FoundationAdditions
import Testing

struct URLDirectoriesTests {
    @Test("The well-known folders are FileManager's answers, in the user's domain, as on iOS")
    func foldersAreFileManagers() {
        let manager = FileManager.default
        #expect(URL.documentsDirectory == manager.urls(for: .documentDirectory, in: .userDomainMask).first)
        #expect(URL.cachesDirectory == manager.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(URL.applicationSupportDirectory == manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
        #expect(URL.documentsDirectory.appending(path: "list.json").lastPathComponent == "list.json")
        #expect(URL.libraryDirectory.isFileURL && URL.trashDirectory.isFileURL)
    }
}
