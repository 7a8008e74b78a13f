import Testing

import TextUI
@testable import TextUICore

/// Nodes are handles into the tree's buffers, which come in slots of 128 nodes: a tree
/// larger than one slot must keep every node's data where its handle finds it. Each test
/// keeps its tree alive while it reads nodes, as the renderer does: handles do not.
@Suite("Node tree")
struct NodeTreeTests {
    @Test("Nodes across several slots keep their element, children and attributes")
    func manySlots() {
        let tree = NodeTree()
        defer { withExtendedLifetime(tree) {} }
        var leaves: [Node] = []
        for index in 0..<300 {
            let leaf = tree.add(element: SpacerElement(minLength: index, axis: nil), children: EmptyCollection())
            leaf.semantics.identifier = "leaf.\(index)"
            leaf.frame = Rect(x: index, y: 0, width: 1, height: 1)
            leaves.append(leaf)
        }
        // Parents made after their children, as views resolve, each over a run of them.
        let parents = stride(from: 0, to: 300, by: 50).map { start in
            tree.add(element: ZStackElement(alignment: .center), children: Array(leaves[start..<start + 50]))
        }
        let root = tree.add(.stack(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0)), children: parents)

        #expect(root.children.count == 6)
        for (parentIndex, parent) in root.children.enumerated() {
            #expect(parent == parents[parentIndex])
            #expect(parent.children.count == 50)
            for (offset, child) in parent.children.enumerated() {
                let index = parentIndex * 50 + offset
                guard let spacer = child.element as? SpacerElement else {
                    Issue.record("node \(child.id) is not the spacer it was made as")
                    continue
                }
                #expect(spacer.minLength == index)
                #expect(child.semantics.identifier == "leaf.\(index)")
                #expect(child.frame.x == index)
            }
        }
    }

    @Test("Texts, images and fields are found again from their nodes")
    func elements() {
        let tree = NodeTree()
        defer { withExtendedLifetime(tree) {} }
        let text = tree.add(text: ResolvedText(text: "Rick", lineLimit: nil, truncation: .tail, alignment: .leading))
        let image = tree.add(element: ImageElement(label: "img", isResizable: true, intrinsicSize: Size(width: 2, height: 1)), children: EmptyCollection())
        let field = tree.add(element: TextFieldElement(text: "", placeholder: "Search", isSearch: true), children: EmptyCollection())

        #expect(text.element.readableText(of: text) == "Rick")
        #expect((image.element as? ImageElement)?.label == "img")
        #expect((field.element as? TextFieldElement)?.placeholder == "Search")
        #expect([text, image, field].map(\.element.kind) == ["Text", "Image", "TextField"])
    }

    @Test("A component's size host is another node of the tree, or none")
    func sizeHost() {
        let tree = NodeTree()
        defer { withExtendedLifetime(tree) {} }
        let inner = tree.add(element: FillElement(), children: EmptyCollection())
        let outer = tree.add(element: PaddingElement(insets: CellInsets()), children: [inner])
        #expect(inner.sizeHost == nil)
        inner.sizeHost = outer
        #expect(inner.sizeHost == outer)
        #expect(outer.semanticTarget == inner)
    }
}
