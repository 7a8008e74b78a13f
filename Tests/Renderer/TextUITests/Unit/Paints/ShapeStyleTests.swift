import Testing
import TextUI

@MainActor
@Suite("Gradients, materials and styles")
struct ShapeStyleTests {
    @Test("A gradient is named by its colors, in order")
    func gradientsAreNamedByColors() {
        #expect(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)._styleName == "linearGradient(blue→purple)")
        #expect(AngularGradient(colors: [.red, .yellow, .red], center: .center)._styleName == "angularGradient(red→yellow→red)")
        #expect(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)._styleName == "radialGradient(white→black)")
        #expect(EllipticalGradient(colors: [.green])._styleName == "ellipticalGradient(green)")
        #expect(Color.orange.gradient._styleName == "orange.gradient")
    }

    @Test("Evenly spread colors get stops from 0 to 1")
    func stopsAreSpread() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    }

    @Test("A gradient as a view fills its space, draws nothing and is named with its style")
    func gradientView() {
        let view = LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom).frame(width: 24, height: 16)

        #expect(Rendering.rows(view) == ["   "])
        #expect(Rendering.semantics(view) == ["LinearGradient linearGradient(blue→clear)"])
    }

    @Test("Materials, type-erased styles and see-through styles keep their names")
    func otherStyles() {
        #expect(Material.ultraThin._styleName == "ultraThinMaterial")
        #expect(AnyShapeStyle(Color.red)._styleName == "red")
        #expect(AnyShapeStyle(.thinMaterial)._styleName == "thinMaterial")
        #expect(HierarchicalShapeStyle.secondary.opacity(0.5)._styleName == "secondary 50%")
        #expect(Rendering.semantics(Text("Hi").foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))) == ["Text \"Hi\" linearGradient(pink→orange)"])
    }

    @Test("Color effects are named on their element as they were made")
    func visualEffects() {
        let view = Text("Logo").blur(radius: 5).blendMode(.plusLighter).saturation(0.5).grayscale(1).hueRotation(.degrees(90)).zIndex(2)

        #expect(Rendering.semantics(view) == ["Text \"Logo\" blur=5 blendMode=plusLighter saturation=0.5 grayscale=1 hueRotation=90° zIndex=2"])
        #expect(Rendering.rows(view) == ["Logo"])
    }
}
