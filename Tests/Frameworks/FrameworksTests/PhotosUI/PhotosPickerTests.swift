import PhotosUI
import SwiftUI
import Testing
import TextUI

@MainActor
@Suite("PhotosUI")
struct PhotosPickerTests {
    @Test("A photos picker is a button with its label, named by what it picks")
    func pickerIsAButton() {
        let view = PhotosPicker("Choose photo", selection: .constant(nil), matching: .images)
        let render = ScreenRenderer(mode: .component(width: nil)).render(view)

        #expect(render.screen.joined().contains("Choose photo"))
        #expect(render.semantics.first == "PhotosPicker 12×1 filter=images")
    }

    @Test("A picked item loads nothing on Linux, where there is no photo library")
    func loadsNothing() async throws {
        let item = PhotosPickerItem(itemIdentifier: "asset-1")
        let data = try await item.loadTransferable(type: Data.self)
        #expect(data == nil)
    }

    @Test("Every documented initializer draws the same button")
    func initializerForms() {
        @State var item: PhotosPickerItem?
        @State var items: [PhotosPickerItem] = []
        let library = PHPhotoLibrary.shared()
        let title = "Pick"
        let pickers: [any View] = [
            PhotosPicker(selection: $item, matching: .videos, preferredItemEncoding: .current) { Text("Pick") },
            PhotosPicker(selection: $item, matching: .videos, preferredItemEncoding: .compatible, photoLibrary: library) { Text("Pick") },
            PhotosPicker(selection: $items, maxSelectionCount: 3, selectionBehavior: .ordered, matching: .videos) { Text("Pick") },
            PhotosPicker(selection: $items, matching: .videos, photoLibrary: library) { Text("Pick") },
            PhotosPicker("Pick", selection: $item, matching: .videos, preferredItemEncoding: .automatic),
            PhotosPicker(title, selection: $item, matching: .videos, photoLibrary: library),
            PhotosPicker("Pick", selection: $items, maxSelectionCount: 2, selectionBehavior: .continuous, matching: .videos),
            PhotosPicker(title, selection: $items, matching: .videos, preferredItemEncoding: .current, photoLibrary: library),
        ]
        for picker in pickers {
            let render = ScreenRenderer(mode: .component(width: nil)).render(AnyView(picker))
            #expect(render.semantics.first == "PhotosPicker 4×1 filter=videos")
        }
    }

    @Test("The completion form of loading also finds nothing")
    func completionLoadsNothing() async {
        let item = PhotosPickerItem(itemIdentifier: "asset-2")
        #expect(item.supportedContentTypes.isEmpty)
        let loaded: Bool? = await withCheckedContinuation { continuation in
            let progress = item.loadTransferable(type: Data.self) { result in
                switch result {
                case .success(let data): continuation.resume(returning: data != nil)
                case .failure: continuation.resume(returning: nil)
                }
            }
            #expect(progress.isFinished)
        }
        #expect(loaded == false)
    }

    @Test("The photo library is never authorized")
    func libraryAccess() async {
        #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)
    }

    @Test("UIKit's picker keeps its configuration and never calls its delegate")
    func uikitPicker() {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 3
        configuration.filter = .any(of: [.images, .videos])
        let picker = PHPickerViewController(configuration: configuration)

        #expect(picker.configuration.selectionLimit == 3)
        #expect(picker.configuration.filter == .any(of: [.images, .videos]))
    }
}
