import Testing
import RenderContext
import TextUI

@Suite("Devices and the points-to-cells table")
struct DeviceTests {
    @Test("The documented table: nearest cell, halves rounding down", arguments: [
        (2.0, 0, 0), (4, 0, 0), (8, 1, 0), (12, 1, 1), (16, 2, 1), (20, 2, 1), (24, 3, 1),
        (32, 4, 2), (48, 6, 3), (56, 7, 3), (150, 19, 9), (0.5, 0, 0), (0, 0, 0),
    ] as [(Double, Int, Int)])
    func conversion(points: Double, columns: Int, rows: Int) {
        #expect(Device.iPhone13ProMax.columns(forPoints: points) == columns)
        #expect(Device.iPhone13ProMax.rows(forPoints: points) == rows)
    }

    @Test("Screens keep whole cells")
    func screenSizes() {
        #expect((Device.iPhone13ProMax.columns, Device.iPhone13ProMax.rows) == (53, 57))
        #expect((Device.iPhoneSE.columns, Device.iPhoneSE.rows) == (46, 41))
        #expect((Device.iPhone16ProMax.columns, Device.iPhone16ProMax.rows) == (55, 59))
        #expect(Device.iPhone13ProMax.summary == "iPhone 13 Pro Max 53×57 (8×16 pt)")
    }

    @Test("Devices are found by loose names and aliases")
    func lookup() {
        #expect(Device.named("iphone-se") == .iPhoneSE)
        #expect(Device.named("small-phone") == .iPhoneSE)
        #expect(Device.named("iPhone 13 Pro Max") == .iPhone13ProMax)
        #expect(Device.named("pixel") == nil)
    }
}
