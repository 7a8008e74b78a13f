import Testing
import SwiftUI

@testable import ChallengeDesignSystem

@Suite("Design tokens")
struct TokenTests {
    private let environment = EnvironmentValues()

    @Test("Each scale rises steadily")
    func scalesRise() {
        func rising(_ values: [Double]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }
        #expect(rising(SpacingToken.allCases.map { $0.points(in: environment) }))
        #expect(rising(DimensionToken.allCases.map { $0.points(in: environment) }))
        #expect(rising(CornerRadiusToken.allCases.map { $0.points(in: environment) }))
        #expect(rising(BorderWidthToken.allCases.map { $0.points(in: environment) }))
        #expect(rising(OpacityToken.allCases.map { $0.value(in: .default) }))
    }

    @Test("Shadows have no x offset, and radius and y grow with the level")
    func shadows() {
        let shadows = ShadowToken.allCases.map { $0.value(in: .default) }
        #expect(shadows.allSatisfy { $0.x == 0 })
        #expect(zip(shadows, shadows.dropFirst()).allSatisfy { $0.radius < $1.radius && $0.y < $1.y })
    }

    @Test("Tokens convert to cells by the device's table", arguments: [
        (SpacingToken.xxs, 0, 0), (.xs, 0, 0), (.sm, 1, 0), (.md, 1, 1), (.lg, 2, 1), (.xl, 2, 1), (.xxl, 3, 1), (.xxxl, 4, 2),
    ] as [(SpacingToken, Int, Int)])
    func spacingCells(token: SpacingToken, columns: Int, rows: Int) {
        let device = environment.device
        #expect(device.columns(forPoints: token.points(in: environment)) == columns)
        #expect(device.rows(forPoints: token.points(in: environment)) == rows)
    }

    @Test("Dimensions convert to cells: the 56 pt avatar is 7 × 3, the 150 pt header image 19 × 9")
    func dimensionCells() {
        let device = environment.device
        #expect(device.columns(forPoints: DimensionToken.xxxl.points(in: environment)) == 7)
        #expect(device.rows(forPoints: DimensionToken.xxxl.points(in: environment)) == 3)
        #expect(device.columns(forPoints: DimensionToken.xxxxl.points(in: environment)) == 19)
        #expect(device.rows(forPoints: DimensionToken.xxxxl.points(in: environment)) == 9)
    }

    @Test("A theme installed in the environment changes what tokens measure")
    func customTheme() {
        struct DoubleSpacing: DSSpacingContract {
            func points(for token: SpacingToken) -> Double { DSDefaultSpacing().points(for: token) * 2 }
        }
        var custom = environment
        custom.dsTheme = DSTheme(spacing: DoubleSpacing())
        #expect(SpacingToken.lg.points(in: custom) == 32)
    }

    @Test("Typography: serif subheadline, monospaced caption2, bold large titles")
    func typography() {
        #expect(TypographyToken.subheadline.style(in: .default) == DSTextStyle(design: .serif, weight: .regular))
        #expect(TypographyToken.caption2.style(in: .default) == DSTextStyle(design: .monospaced, weight: .regular))
        #expect(TypographyToken.largeTitle.style(in: .default) == DSTextStyle(design: .rounded, weight: .bold))
        #expect(ColorToken.accent.value(in: .default) == Color(red: 51 / 255, green: 56 / 255, blue: 68 / 255))
        #expect(ColorToken.statusSuccess.color == Color(uiColor: .systemGreen))
    }

    @Test("Status from any case of its name; anything else is unknown", arguments: [
        ("Alive", DSStatus.alive), ("ALIVE", .alive), ("dead", .dead), ("unknown", .unknown), ("zombie", .unknown),
    ])
    func status(text: String, expected: DSStatus) {
        #expect(DSStatus.from(text) == expected)
    }

    @Test("Status colors")
    func statusColors() {
        #expect(DSStatus.alive.color == .statusSuccess)
        #expect(DSStatus.dead.color == .statusError)
        #expect(DSStatus.unknown.color == .statusNeutral)
    }
}
