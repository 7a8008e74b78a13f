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
