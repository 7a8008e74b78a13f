/// Compares a render with its reference file and writes what the record mode allows.
///
/// It knows nothing of test frameworks: the assertion layer decides how to report the
/// outcome, and the benchmarks call it directly.
public struct SnapshotVerifier: Sendable {
    public var environment: SnapshotEnvironment

    public init(environment: SnapshotEnvironment) {
        self.environment = environment
    }

    /// Writes happen only outside CI: there, a missing or changed reference fails and
    /// the new render goes to `SNAPSHOT_ARTIFACTS` alone.
    public func verify(_ actual: String, at location: SnapshotLocation, mode: RecordMode) -> SnapshotOutcome {
        let newBytes = TextNormalization.normalize(actual.utf8)
        let mayWrite = !environment.isCI
        let contents: ReferenceFile.Contents
        do {
            // UTF-8 is checked below, only when the reference differs from the render.
            contents = try ReferenceFile.read(location.referencePath, validatingUTF8: false)
        } catch {
            return unreadableReference(error, newBytes: newBytes, location: location, mode: mode, mayWrite: mayWrite)
        }

        switch contents {
        case .missing:
            if mayWrite, mode.writesMissingReferences {
                return record(newBytes, previous: nil, at: location)
            }
            return .missing(.init(actual: Self.text(newBytes), pending: keepPending(newBytes, at: location)))

        case let .text(referenceBytes):
            let normalizedReference = TextNormalization.normalize(referenceBytes)
            let matches = TextNormalization.sameBytes(normalizedReference, newBytes)
            if !matches {
                // Equal to a render, the bytes are UTF-8; different, they may be a bad file.
                do {
                    try ReferenceFile.validate(referenceBytes, path: location.referencePath)
                } catch {
                    return unreadableReference(error, newBytes: newBytes, location: location, mode: mode, mayWrite: mayWrite)
                }
            }
            if matches {
                if mayWrite, mode == .all, !TextNormalization.sameBytes(referenceBytes, newBytes) {
                    return record(newBytes, previous: Self.text(normalizedReference), at: location)
                }
                if mayWrite { Self.removePending(at: location) }
                return .matched
            }
            if mayWrite, mode.rewritesFailingReferences {
                return record(newBytes, previous: Self.text(normalizedReference), at: location)
            }
            return .mismatched(.init(
                reference: Self.text(normalizedReference),
                actual: Self.text(newBytes),
                pending: keepPending(newBytes, at: location)
            ))
        }
    }

    /// The usual outcome, decided on the render's bytes before they are made a string:
    /// `.matched` when the reference holds them (and nothing asks to rewrite it); nil
    /// otherwise, for `verify(_:at:mode:)` to decide on the render as text. Equal bytes
    /// match whatever they are: a reference is written only from text, and a render that
    /// is not text fails as soon as it differs.
    public func verifyUnchanged(_ render: some Collection<UInt8>, at location: SnapshotLocation, mode: RecordMode) -> SnapshotOutcome? {
        // Not `&&`: its right side is a closure, which copies the verifier in a debug build.
        var rewritesUnnormalized = false
        if mode == .all, !environment.isCI { rewritesUnnormalized = true }
        // Compared where they lie, normalized as they are read: a matching render is
        // never copied, nor the reference made an array.
        let compared = ReferenceFile.withBytes(of: location.referencePath) { reference in
            render.withContiguousStorageIfAvailable { Self.compare(reference, UnsafeRawBufferPointer($0), askingNormal: rewritesUnnormalized) }
                ?? Array(render).withUnsafeBytes { Self.compare(reference, $0, askingNormal: rewritesUnnormalized) }
        }
        guard let compared, compared.same else { return nil }
        guard !environment.isCI else { return .matched }
        if rewritesUnnormalized, !compared.normal { return nil }
        Self.removePending(at: location)
        return .matched
    }

    // MARK: - Private

    /// Whether the render is the reference's text, and, only when asked (`record: .all`
    /// rewrites a reference that is not), whether the reference is written as that mode
    /// would write it: otherwise the reference is not scanned again.
    private static func compare(_ reference: UnsafeRawBufferPointer, _ render: UnsafeRawBufferPointer, askingNormal: Bool) -> (same: Bool, normal: Bool) {
        let same = TextNormalization.sameText(reference, render)
        return (same, same && askingNormal ? TextNormalization.isNormalized(reference) : true)
    }

    /// A reference that is not text (BOM, invalid UTF-8) is replaced only when the mode
    /// asks to rewrite failures; a directory or an unreadable file never is.
    private func unreadableReference(
        _ error: SnapshotError,
        newBytes: [UInt8],
        location: SnapshotLocation,
        mode: RecordMode,
        mayWrite: Bool
    ) -> SnapshotOutcome {
        switch error {
        case .referenceHasByteOrderMark, .referenceIsNotUTF8:
            if mayWrite, mode.rewritesFailingReferences {
                return record(newBytes, previous: nil, at: location)
            }
        default:
            break
        }
        return .failed(.init(error: error, pending: keepPending(newBytes, at: location)))
    }

    private func record(_ bytes: [UInt8], previous: String?, at location: SnapshotLocation) -> SnapshotOutcome {
        do {
            try AtomicFile.write(bytes, to: location.referencePath)
        } catch {
            return .failed(.init(error: error, pending: keepPending(bytes, at: location)))
        }
        Self.removePending(at: location)
        return .recorded(.init(previous: previous, new: Self.text(bytes)))
    }

    /// Keeps the new render for review: next to the reference (not in CI) and in the
    /// artifacts folder when one is set. A failed copy is reported, not fatal.
    private func keepPending(_ bytes: [UInt8], at location: SnapshotLocation) -> SnapshotOutcome.PendingCopies {
        var copies = SnapshotOutcome.PendingCopies()
        if !environment.isCI {
            do {
                try AtomicFile.write(bytes, to: location.pendingPath)
                PendingFiles.noteWritten(location.pendingPath)
                copies.pendingPath = location.pendingPath
                // An older render's colors no longer match: the assertion paints anew.
                AtomicFile.remove(SnapshotLocation.colorsPath(of: location.pendingPath))
            } catch {
                copies.writeErrors.append(error)
            }
        }
        if let artifacts = environment.artifactsDirectory {
            let path = location.artifactPath(in: artifacts)
            do {
                try AtomicFile.write(bytes, to: path)
                copies.artifactPath = path
                AtomicFile.remove(SnapshotLocation.colorsPath(of: path))
            } catch {
                copies.writeErrors.append(error)
            }
        }
        return copies
    }

    /// A pending render and its picture's colors go together. Most assertions have no
    /// pending render: `PendingFiles` knows that without asking the disk, and the colors
    /// are looked for only when there was one.
    private static func removePending(at location: SnapshotLocation) {
        if PendingFiles.removePending(of: location) {
            AtomicFile.remove(SnapshotLocation.colorsPath(of: location.pendingPath))
        }
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
