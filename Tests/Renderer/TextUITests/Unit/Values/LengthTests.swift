import Testing
import TextUI

/// Every length SwiftUI takes in points turns into cells by the device's one rule:
/// 8 pt a column and 16 pt a row on the default device, rounded to the nearest cell,
/// halves down. Integer and floating literals, and `CGFloat` values, are alike.
@MainActor
@Suite("Lengths in points")
struct LengthTests {
    @Test("Stack spacing")
    func stackSpacing() {
        let gap: CGFloat = 16
        #expect(Rendering.rows(VStack(spacing: 16) { Text("a"); Text("b") }) == ["a", " ", "b"])
        #expect(Rendering.rows(VStack(spacing: 32.0) { Text("a"); Text("b") }) == ["a", " ", " ", "b"])
        #expect(Rendering.rows(VStack(spacing: 0) { Text("a"); Text("b") }) == ["a", "b"])
        #expect(Rendering.rows(HStack(spacing: gap) { Text("a"); Text("b") }) == ["a  b"])
        #expect(Rendering.rows(LazyVStack(spacing: gap) { Text("a"); Text("b") }) == ["a", " ", "b"])
        #expect(Rendering.rows(LazyHStack(spacing: 8) { Text("a"); Text("b") }) == ["a b"])
    }

    @Test("Spacer's minimum length")
    func spacerMinimum() {
        #expect(Rendering.rows(HStack(spacing: 0) { Text("a"); Spacer(minLength: 24); Text("b") }) == ["a   b"])
    }

    @Test("Padding with a length, with edges, with none, and with insets")
    func padding() {
        #expect(Rendering.rows(Text("a").padding(16)) == ["     ", "  a  ", "     "])
        #expect(Rendering.rows(Text("a").padding(.horizontal, 8)) == [" a "])
        #expect(Rendering.rows(Text("a").padding(.leading)) == ["  a"])
        #expect(Rendering.rows(Text("a").padding()) == ["     ", "  a  ", "     "])
        #expect(Rendering.rows(Text("a").padding(EdgeInsets(top: 16, leading: 8, bottom: 0, trailing: 24))) == ["     ", " a   "])
    }

    @Test("Fixed frames")
    func fixedFrames() {
        #expect(Rendering.rows(Text("a").frame(width: 40, height: 32, alignment: .topLeading)) == ["a    ", "     "])
        #expect(Rendering.rows(Text("a").frame(width: 24)) == [" a "])
        #expect(Rendering.rows(Text("a").frame(height: 48)) == [" ", "a", " "])
    }

    @Test("Minimum, ideal and maximum frames; infinity takes what is offered")
    func flexibleFrames() {
        #expect(Rendering.rows(Text("ab").frame(minWidth: 48)) == ["  ab  "])
        #expect(Rendering.rows(Text("abcdefgh").frame(maxWidth: 48).lineLimit(1), width: 9) == ["abcde…   "])
        #expect(Rendering.rows(Text("a").frame(maxWidth: .infinity, alignment: .trailing), width: 4) == ["   a"])
        #expect(Rendering.rows(HStack(spacing: 0) { Text("a"); Color.clear.frame(idealWidth: 32, idealHeight: 16).fixedSize(); Text("b") }) == ["a    b"])
    }

    @Test("Halves round down, the rest to the nearest cell")
    func rounding() {
        #expect(Rendering.rows(Text("a").padding(.leading, 4)) == ["a"])
        #expect(Rendering.rows(Text("a").padding(.leading, 4.5)) == [" a"])
        #expect(Rendering.rows(Text("a").padding(.leading, 12)) == [" a"])
        #expect(Rendering.rows(Text("a").padding(.leading, 12.5)) == ["  a"])
    }

    @Test("Corner radius and line width print their points")
    func shapeLengths() {
        #expect(Rendering.semantics(Text("a").clipShape(RoundedRectangle(cornerRadius: 16))) == ["Text \"a\" cornerRadius=16"])
        #expect(Rendering.semantics(Text("a").clipShape(.rect(cornerRadius: 12.5))) == ["Text \"a\" cornerRadius=12.5"])
        #expect(Rendering.semantics(Text("a").cornerRadius(8)) == ["Text \"a\" cornerRadius=8"])
        #expect(Rendering.semantics(Text("a").cornerRadius(TestRadius.medium)) == ["Text \"a\" cornerRadius=medium"])
        #expect(Rendering.semantics(Text("a").clipShape(RoundedRectangle(cornerSize: CGSize(width: 10, height: 10)))) == [
            "Text \"a\" cornerRadius=10",
        ])
        #expect(Rendering.semantics(Rectangle().stroke(.red, lineWidth: 2).frame(width: 24, height: 32).accessibilityIdentifier("box")) == [
            "Rectangle #box red 3×2 lineWidth=2",
        ])
        #expect(Rendering.semantics(Capsule().strokeBorder(Color.gray, lineWidth: 0.5).frame(width: 24, height: 32).accessibilityIdentifier("pill")) == [
            "Capsule #pill gray 3×2 lineWidth=0.5",
        ])
    }

    @Test("A line width's points choose the box line: light up to 1, heavy up to 2, double above")
    func lineWeights() {
        func topRow(_ width: CGFloat) -> String {
            Rendering.rows(Rectangle().stroke(.red, lineWidth: width).frame(width: 24, height: 48))[0]
        }
        #expect(topRow(1) == "┌─┐")
        #expect(topRow(2) == "┏━┓")
        #expect(topRow(3) == "╔═╗")
    }

    @Test("Offset, scale, rotation, shadow and opacity are named as they were made")
    func effects() {
        #expect(Rendering.semantics(Text("a").offset(x: 4, y: -4)) == ["Text \"a\" offset=4,-4"])
        #expect(Rendering.semantics(Text("a").offset(CGSize(width: 0, height: 8))) == ["Text \"a\" offset=0,8"])
        #expect(Rendering.semantics(Text("a").scaleEffect(1.5)) == ["Text \"a\" scale=1.5"])
        #expect(Rendering.semantics(Text("a").scaleEffect(x: 2, y: 1)) == ["Text \"a\" scale=2,1"])
        #expect(Rendering.semantics(Text("a").rotationEffect(.degrees(45))) == ["Text \"a\" rotation=45°"])
        #expect(Rendering.semantics(Text("a").shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)) == [
            "Text \"a\" shadow=(black 5% r8 y2)",
        ])
        #expect(Rendering.semantics(Text("a").shadow(radius: 4)) == ["Text \"a\" shadow=(black 33% r4)"])
        #expect(Rendering.semantics(Text("a").opacity(0.5)) == ["Text \"a\" opacity=50%"])
        #expect(Rendering.semantics(Text("a").opacity(TestOpacity.half)) == ["Text \"a\" opacity=half"])
    }

    @Test("An offset moves the drawing by cells and leaves its siblings where they were")
    func offsetMovesTheDrawingOnly() {
        #expect(Rendering.rows(HStack(spacing: 0) { Text("a").offset(x: 16); Text("b") }, width: 4) == [" ba "])
        #expect(Rendering.rows(VStack(spacing: 0) { Text("a"); Text("b").offset(x: 8, y: -16) }, width: 3) == ["ab ", "   "])
    }

    @Test("Scales and rotations are named, and draw as they were laid out")
    func scalesKeepTheLayout() {
        let plain = Rendering.rows(VStack { Text("a"); Text("b") })
        #expect(Rendering.rows(VStack { Text("a").rotationEffect(.degrees(90)); Text("b").scaleEffect(3) }) == plain)
    }
}
