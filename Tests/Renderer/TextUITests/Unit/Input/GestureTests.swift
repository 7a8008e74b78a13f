import Testing
import TextUI

@MainActor
@Suite("Gestures")
struct GestureTests {
    @GestureState private var dragOffset: Double = 7

    @Test("Gestures are named on their element, in the order they were attached")
    func namedGestures() {
        let view = Text("Card")
            .gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
            .simultaneousGesture(LongPressGesture())
            .highPriorityGesture(TapGesture(count: 2))

        #expect(Rendering.semantics(view) == ["Text \"Card\" gestures=drag,longPress,tap×2"])
    }

    @Test("Composed gestures join the names of their parts")
    func composition() {
        #expect(LongPressGesture().sequenced(before: DragGesture())._gestureName == "longPress→drag")
        #expect(MagnifyGesture().simultaneously(with: RotateGesture())._gestureName == "magnify+rotate")
        #expect(TapGesture().exclusively(before: LongPressGesture())._gestureName == "tap|longPress")
        #expect(AnyGesture(DragGesture().map { $0.translation })._gestureName == "drag")
    }

    @Test("A disabled gesture is not named; a view that takes no touches says so")
    func disabledAndHitTesting() {
        #expect(Rendering.semantics(Text("A").gesture(DragGesture(), isEnabled: false)) == ["Text \"A\""])
        #expect(Rendering.semantics(Text("A").allowsHitTesting(false)) == ["Text \"A\" hitTesting=false"])
        #expect(Rendering.semantics(Text("A").onLongPressGesture {}) == ["Text \"A\" gestures=longPress"])
    }

    @Test("Gesture state reads its initial value in a still picture")
    func gestureState() {
        #expect(dragOffset == 7)
    }

    @Test("A drag's translation is where it is from where it started")
    func dragValue() {
        let value = DragGesture.Value(time: .distantPast, location: CGPoint(x: 10, y: 4), startLocation: CGPoint(x: 4, y: 1))
        #expect(value.translation == CGSize(width: 6, height: 3))
        #expect(value.predictedEndTranslation == value.translation)
    }
}
