// Finds, at run time, every type in the loaded images that conforms to a Swift protocol (ELF platforms).
//
// Why this works:
// - At load time each Swift image registers its metadata sections with the runtime (the constructor in
//   swiftrt.o calls `swift_addNewDSOImage`). On ELF the runtime exports (since 2022, swiftlang/swift#41621;
//   swift-testing discovers tests with it) `void swift_enumerateAllMetadataSections(bool (*body)(const
//   MetadataSections *, void *), void *context)` (stdlib/public/runtime/ImageInspectionCommon.cpp), calling
//   `body` once per registered image while it returns `true`. Images without Swift metadata never appear.
// - `MetadataSections` (stdlib/public/SwiftShims/swift/shims/MetadataSections.h) is pointer-sized words:
//   `version, baseAddress, unused0, unused1`, then `{ start, length }` ranges: `swift5_protocols` at word 4,
//   `swift5_protocol_conformances` at word 6. New fields are only ever appended.
// - `swift5_protocol_conformances` holds 32-bit relative offsets, each to a `ProtocolConformanceDescriptor`
//   (include/swift/ABI/Metadata.h): `{ protocol: Int32, typeReference: Int32, witnessTablePattern: Int32,
//   flags: UInt32 }`. `protocol` is relative and indirect when bit 0 is set; `(flags >> 3) & 7` is the type
//   reference kind (include/swift/ABI/MetadataValues.h): 0 = relative offset to the type descriptor,
//   1 = relative offset to a pointer to it, 2 and 3 = Objective-C (skipped).
// - Every context descriptor begins `{ flags: UInt32, parent: Int32 (relative, indirect when bit 0 set) }`;
//   `flags & 0x1F` is the kind (0 module, 3 protocol, 16...18 class/struct/enum) and `0x80` means generic.
//   Module, protocol and type descriptors then hold a relative offset to their NUL-terminated name; type
//   descriptors follow it with a relative offset to the metadata access function. For a non-generic type
//   that function takes one `MetadataRequest` (0 = complete metadata) and returns the metadata pointer in
//   the first return register, so it can be called as a C function `(Int) -> pointer`.

#if os(Linux)
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)

package enum ConformanceScanner {
    /// Every type in the loaded images that conforms to the protocol named `protocolName` (qualified with its
    /// enclosing types, if any, e.g. `"Outer.P"`) declared in module `moduleName`, in a deterministic order
    /// (by module, then qualified type name). Generic types and Objective-C classes are skipped.
    package static func types(conformingTo protocolName: String, inModule moduleName: String) -> [Any.Type] {
        var scan = Scan(protocolName: protocolName, moduleName: moduleName)
        withUnsafeMutablePointer(to: &scan) { scanPointer in
            swift_enumerateAllMetadataSections({ sections, context in
                let scan = context!.assumingMemoryBound(to: Scan.self)
                let word = MemoryLayout<UInt>.stride
                let start = sections.load(fromByteOffset: 6 * word, as: UInt.self)
                let length = sections.load(fromByteOffset: 7 * word, as: Int.self)
                if let records = UnsafeRawPointer(bitPattern: start), length >= 4 {
                    for index in 0..<(length / 4) { scan.pointee.visit(record: records + 4 * index) }
                }
                return true
            }, scanPointer)
        }
        return scan.found
            .sorted { ($0.module, $0.name, $0.order) < ($1.module, $1.name, $1.order) }
            .map(\.type)
    }
}

/// State of one scan: the protocol sought, a per-descriptor cache of protocol matches, and the results.
private struct Scan {
    struct Found { var module: String; var name: String; var order: Int; var type: Any.Type }

    let protocolName: String
    let moduleName: String
    var protocolMatches: [UnsafeRawPointer: Bool] = [:]
    var seen: Set<ObjectIdentifier> = []
    var found: [Found] = []

    /// Inspects one entry of a `swift5_protocol_conformances` section.
    mutating func visit(record: UnsafeRawPointer) {
        guard let conformance = relativeTarget(record),
                    let protocolDescriptor = relativeTarget(conformance, indirectable: true),
                    isSoughtProtocol(protocolDescriptor)
        else { return }
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = relativeTarget(conformance + 4)
        case 1: typeDescriptor = relativeTarget(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return  // Objective-C class references, or kinds this code does not know.
        }
        guard let descriptor = typeDescriptor else { return }
        let descriptorFlags = descriptor.load(as: UInt32.self)
        guard (16...18).contains(descriptorFlags & 0x1F), descriptorFlags & 0x80 == 0,
                    let accessor = relativeTarget(descriptor + 12),
                    let names = qualifiedName(of: descriptor)
        else { return }
        typealias MetadataAccessor = @convention(c) (_ request: Int) -> UnsafeRawPointer?
        guard let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0) else { return }
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        guard seen.insert(ObjectIdentifier(type)).inserted else { return }
        found.append(Found(module: names.module, name: names.name, order: found.count, type: type))
    }

    /// Whether `descriptor` is the protocol `protocolName` of `moduleName`; cached per descriptor.
    mutating func isSoughtProtocol(_ descriptor: UnsafeRawPointer) -> Bool {
        if let known = protocolMatches[descriptor] { return known }
        var matches = false
        if descriptor.load(as: UInt32.self) & 0x1F == 3, let names = qualifiedName(of: descriptor) {
            matches = names.module == moduleName && names.name == protocolName
        }
        protocolMatches[descriptor] = matches
        return matches
    }
}

/// The target of the 32-bit relative offset stored at `field`, or `nil` for offset 0. When `indirectable`
/// and bit 0 is set, the target is a pointer-sized slot holding the real address.
private func relativeTarget(_ field: UnsafeRawPointer, indirectable: Bool = false) -> UnsafeRawPointer? {
    let offset = Int(field.load(as: Int32.self))
    guard offset != 0 else { return nil }
    guard indirectable, offset & 1 != 0 else { return field + offset }
    return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
}

/// The module name and dot-separated name (enclosing protocols and types, innermost last) of a context
/// descriptor; extension and anonymous contexts (private or local declarations) add no name component.
/// `nil` when the parent chain does not end at a module.
private func qualifiedName(of descriptor: UnsafeRawPointer) -> (module: String, name: String)? {
    var components: [String] = []
    var context: UnsafeRawPointer? = descriptor
    for _ in 0..<64 {  // Guards against a malformed, cyclic parent chain.
        guard let current = context else { return nil }
        let kind = current.load(as: UInt32.self) & 0x1F
        if kind == 0 || kind == 3 || (16...18).contains(kind) {
            guard let name = relativeTarget(current + 8) else { return nil }
            let text = String(cString: name.assumingMemoryBound(to: CChar.self))
            if kind == 0 { return (text, components.reversed().joined(separator: ".")) }
            components.append(text)
        }
        context = relativeTarget(current + 4, indirectable: true)
    }
    return nil
}
#else
/// Mach-O has no such runtime export; previews are not discovered there (Xcode shows
/// them itself).
package enum ConformanceScanner {
    package static func types(conformingTo protocolName: String, inModule moduleName: String) -> [Any.Type] { [] }
}
#endif
