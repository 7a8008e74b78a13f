import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import UIKit
import XCTest

/// Every public declaration of swift-snapshot-testing 1.19.7 that a test can call on
/// Linux, called once a form, as a team's tests call them. Compiled, never run: that a
/// call resolves as in sst is the test (RecordArgumentTests and SSTAdditionsTests check
/// what the calls do). The deprecated forms are called from deprecated functions, as
/// sst's own tests call them, so that the build stays free of warnings.
@MainActor
enum SST119Calls {
    struct User: Codable {
        var id: Int
        var name: String
    }

    enum Direction: String, CaseIterable {
        case up, down
        var flipped: Direction { self == .up ? .down : .up }
    }

    struct Token: AnySnapshotStringConvertible {
        static var renderChildren: Bool { true }
        var snapshotDescription: String { "token" }
    }

    // MARK: AssertSnapshot.swift

    static func assertions(_ user: User, record: SnapshotTestingConfiguration.Record?) {
        assertSnapshot(of: user, as: .json)
        assertSnapshot(of: user, as: .json, named: "n", record: .all, timeout: 1,
                       fileID: #fileID, file: #filePath, testName: "t", line: #line, column: #column)
        assertSnapshot(of: user, as: .dump, record: record)
        assertSnapshot(of: user, as: .dump, record: true)
        assertSnapshots(of: user, as: ["json": .json, "dump": .dump])
        assertSnapshots(of: user, as: ["json": .json], record: .missing, timeout: 1,
                        fileID: #fileID, file: #filePath, testName: "t", line: #line, column: #column)
        assertSnapshots(of: user, as: [.json, .dump])
        assertSnapshots(of: user, as: [.json], record: .failed, timeout: 1,
                        fileID: #fileID, file: #filePath, testName: "t", line: #line, column: #column)
        let _: String? = verifySnapshot(of: user, as: .json)
        let _: String? = verifySnapshot(of: user, as: .json, named: "n", record: .never, snapshotDirectory: "/tmp/refs",
                                        timeout: 1, fileID: #fileID, file: #filePath, testName: "t", line: #line, column: #column)
    }

    /// A team's helper, as the app whose tests did not build wrote it: a `Record?`
    /// passed on to `assertSnapshots(of:as:record:timeout:file:testName:)`.
    static func assertOnDevices<Value>(
        of value: @autoclosure () throws -> Value,
        as strategies: [String: Snapshotting<Value, UIImage>],
        record: SnapshotTestingConfiguration.Record? = nil,
        timeout: TimeInterval = 5,
        file: StaticString = #filePath,
        testName: String = #function
    ) {
        assertSnapshots(of: try value(), as: strategies, record: record, timeout: timeout, file: file, testName: testName)
    }

    // MARK: Internal/Deprecations.swift, deprecated globals

    @available(*, deprecated, message: "Calls sst's deprecated forms")
    static func deprecatedAssertions(_ user: User, recording: Bool?) {
        assertSnapshot(of: user, as: .json, record: recording)
        assertSnapshot(of: user, as: .json, named: "n", record: recording, timeout: 1,
                       fileID: #fileID, file: #filePath, testName: "t", line: #line, column: #column)
        assertSnapshots(of: user, as: ["json": .json], record: recording)
        assertSnapshots(of: user, as: [.json], record: recording)
        let _: String? = verifySnapshot(of: user, as: .json, record: recording)
        let _: String? = verifySnapshot(of: user, as: .json, named: "n", record: recording, snapshotDirectory: nil, timeout: 1,
                                        fileID: #fileID, file: #filePath, testName: "t", line: #line, column: #column)

        assertSnapshot(matching: user, as: .json)
        assertSnapshot(matching: user, as: .json, named: "n", record: true, timeout: 1, file: #filePath, testName: "t", line: #line)
        assertSnapshots(matching: user, as: ["json": .json], record: nil, timeout: 1, file: #filePath, testName: "t", line: #line)
        assertSnapshots(matching: user, as: [.json], record: false, timeout: 1, file: #filePath, testName: "t", line: #line)
        let _: String? = verifySnapshot(matching: user, as: .json, named: "n", record: recording, snapshotDirectory: nil,
                                        timeout: 1, file: #filePath, testName: "t", line: #line)

        isRecording = false
        SnapshotTesting.record = false
        diffTool = .ksdiff
        let _: SnapshotTestingConfiguration.DiffTool = nil
        let _: SnapshotTestCase.Type = XCTestCase.self
        let _: DiffAttachment = .xcTest(XCTAttachment(data: Data()))
    }

    // MARK: SnapshotTestingConfiguration.swift, SnapshotsTestTrait.swift

    static func configuration() async {
        withSnapshotTesting(record: .all, diffTool: .ksdiff) {}
        let _: Int = withSnapshotTesting(record: .never) { 1 }
        withSnapshotTesting(diffTool: "opendiff") {}
        await withSnapshotTesting(record: .failed) { await Task.yield() }

        let configuration = SnapshotTestingConfiguration(record: .missing, diffTool: .default)
        let _: SnapshotTestingConfiguration.Record? = configuration.record
        let _: SnapshotTestingConfiguration.DiffTool? = configuration.diffTool
        let _: [SnapshotTestingConfiguration.Record] = [.all, .missing, .failed, .never]
        let _: SnapshotTestingConfiguration.Record? = .init(rawValue: "failed")
        let _: SnapshotTestingConfiguration.Record = false
        let _: Bool = SnapshotTestingConfiguration.Record.all == .missing
        let tool = SnapshotTestingConfiguration.DiffTool { "diff \($0) \($1)" }
        let _: String = tool(currentFilePath: "a", failedFilePath: "b")
        let _: SnapshotTestingConfiguration.DiffTool = "ksdiff"

        let _: [any SuiteTrait] = [
            .snapshots,
            .snapshots(record: .all),
            .snapshots(diffTool: .ksdiff),
            .snapshots(record: .never, diffTool: .default),
            .snapshots(configuration),
        ]
        let _: _SnapshotsTestTrait = .snapshots
    }

    // MARK: Snapshotting/*.swift, Extensions/Wait.swift

    static func textStrategies() {
        let _: Snapshotting<String, String> = .lines
        let _: Snapshotting<Int, String> = .description
        let _: Snapshotting<User, String> = .dump
        let _: Snapshotting<User, String> = .json
        let _: Snapshotting<User, String> = .json(JSONEncoder())
        let _: Snapshotting<[String: Any], String> = .json
        let _: Snapshotting<(Direction) -> Direction, String> = Snapshotting<Direction, String>.func(into: .description)
        assertSnapshot(of: { $0.flipped }, as: Snapshotting<Direction, String>.func(into: .description))
        let _: Snapshotting<String, String> = .wait(for: 0.1, on: .lines)
        let _: String = Token().snapshotDescription + "x".snapshotDescription + Date().snapshotDescription
        let _: Bool = Token.renderChildren
    }

    static func imageStrategies(view: UIView, controller: UIViewController) {
        let size = CGSize(width: 320, height: 200)
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let _: [Snapshotting<UIView, UIImage>] = [
            .image,
            .image(drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 0.98, size: size, traits: traits),
        ]
        let _: [Snapshotting<UIView, String>] = [.recursiveDescription, .recursiveDescription(size: size, traits: traits)]
        let _: [Snapshotting<UIViewController, UIImage>] = [
            .image,
            .image(on: .iPhone13Mini),
            .image(on: .iPhoneX, drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 0.98, size: size, traits: traits),
            .image(drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 0.98, size: size, traits: traits),
        ]
        let _: [Snapshotting<UIViewController, String>] = [
            .hierarchy,
            .recursiveDescription,
            .recursiveDescription(on: .iPhone8, size: size, traits: traits),
        ]
        let _: [Snapshotting<Text, UIImage>] = [
            .image,
            .image(drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 0.98, layout: .device(config: .iPhone13), traits: traits),
            .image(layout: .fixed(width: 375, height: 90)),
            .image(layout: .sizeThatFits),
        ]
        let _: [Snapshotting<UIImage, UIImage>] = [.image, .image(precision: 1, perceptualPrecision: 0.98, scale: 2)]
        let _: [Diffing<UIImage>] = [.image, .image(precision: 1, perceptualPrecision: 0.98, scale: nil)]
        assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
        assertSnapshot(of: view, as: .image)
    }

    // MARK: Snapshotting.swift, Diffing.swift, Async.swift, Common/XCTAttachment.swift

    static func buildingBlocks() {
        let diffing: Diffing<String> = .lines
        let _: Data = diffing.toData("a")
        let _: String = diffing.fromData(Data())
        let _: (String, [XCTAttachment])? = diffing.diff("a", "b")
        let _: (String, [DiffAttachment])? = diffing.diffV2("a", "b")
        let _ = Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }, diff: { _, _ in nil })
        let v2: Diffing<String> = .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : ("differs", [.data(Data(new.utf8), name: "new.txt")])
        }
        let _: XCTAttachment = XCTAttachment(data: Data(), uniformTypeIdentifier: "public.plain-text")

        let async = Async<String>(value: "a")
        let _: Async<Int> = async.map(\.count)
        let _ = Async<String> { callback in callback("b") }
        async.run { _ in }

        var strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: v2, snapshot: { $0 })
        strategy.pathExtension = "md"
        let _: Diffing<String> = strategy.diffing
        let _: Async<String> = strategy.snapshot("a")
        let _ = Snapshotting<String, String>(pathExtension: nil, diffing: .lines, asyncSnapshot: { Async(value: $0) })
        let _ = SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines)
        let _: Snapshotting<Int, String> = strategy.pullback { String($0) }
        let _: Snapshotting<Int, String> = strategy.asyncPullback { Async(value: String($0)) }
    }

    // MARK: Common/View.swift

    static func devices() -> [ViewImageConfig] {
        [
            ViewImageConfig(safeArea: .zero, size: CGSize(width: 100, height: 100), traits: .init()),
            .iPhoneSe, .iPhoneSe(.landscape), .iPhone8, .iPhone8(.landscape), .iPhone8Plus, .iPhone8Plus(.landscape),
            .iPhoneX, .iPhoneX(.landscape), .iPhoneXsMax, .iPhoneXsMax(.landscape), .iPhoneXr, .iPhoneXr(.landscape),
            .iPhone12, .iPhone12(.landscape), .iPhone12Pro, .iPhone12Pro(.landscape), .iPhone12ProMax, .iPhone12ProMax(.landscape),
            .iPhone13, .iPhone13(.landscape), .iPhone13Mini, .iPhone13Mini(.landscape),
            .iPhone13Pro, .iPhone13Pro(.landscape), .iPhone13ProMax, .iPhone13ProMax(.landscape),
            .iPadMini, .iPadMini(.portrait), .iPadMini(.landscape(splitView: .oneThird)), .iPadMini(.portrait(splitView: .twoThirds)),
            .iPad9_7, .iPad9_7(.portrait), .iPad9_7(.landscape(splitView: .oneHalf)), .iPad9_7(.portrait(splitView: .full)),
            .iPad10_2, .iPad10_2(.portrait), .iPad10_2(.landscape(splitView: .twoThirds)), .iPad10_2(.portrait(splitView: .oneThird)),
            .iPadPro10_5, .iPadPro10_5(.portrait), .iPadPro10_5(.landscape(splitView: .full)), .iPadPro10_5(.portrait(splitView: .oneThird)),
            .iPadPro11, .iPadPro11(.portrait), .iPadPro11(.landscape(splitView: .oneThird)), .iPadPro11(.portrait(splitView: .twoThirds)),
            .iPadPro12_9, .iPadPro12_9(.portrait), .iPadPro12_9(.landscape(splitView: .oneHalf)), .iPadPro12_9(.portrait(splitView: .full)),
        ]
    }

    static func deviceTraits() -> [UITraitCollection] {
        [
            .iPhoneSe(.portrait), .iPhone8(.landscape), .iPhone8Plus(.landscape), .iPhoneX(.portrait), .iPhoneXr(.landscape),
            .iPhoneXsMax(.landscape), .iPhone12(.portrait), .iPhone12ProMax(.landscape), .iPhone13(.landscape), .iPhone13ProMax(.portrait),
            .iPadMini, .iPadMini_Compact_SplitView, .iPad9_7, .iPad9_7_Compact_SplitView, .iPad10_2, .iPad10_2_Compact_SplitView,
            .iPadPro10_5, .iPadPro10_5_Compact_SplitView, .iPadPro11, .iPadPro11_Compact_SplitView,
            .iPadPro12_9, .iPadPro12_9_Compact_SplitView,
        ]
    }
}
