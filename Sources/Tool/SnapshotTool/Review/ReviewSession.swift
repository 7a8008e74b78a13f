import SnapshotCore
import RenderFormat

/// The interactive review: one pending render at a time, decided with one key.
struct ReviewSession {
    let workspace: Workspace
    let pending: [PendingSnapshot]
    let history: RunHistory
    let console: Console
    /// For the terminal's color depth (`COLORTERM`).
    var environment: [String: String] = [:]

    struct Outcome: Equatable {
        var accepted: [String] = []
        var rejected: [String] = []
        var skipped: [String] = []
    }

    enum Decision {
        case accept, reject, skip
    }

    static let keys = """
    a  accept: the new render becomes the reference
    r  reject: delete the new render, keep the reference
    s  skip: leave it pending for later
    p  picture: the new render's screen, in the colors it drew
    A  accept this and all that remain
    R  reject this and all that remain
    S  skip this and all that remain
    q  quit (the rest stay pending)
    ?  this help
    """

    func run() throws(ToolError) -> Outcome {
        guard let keys = KeyReader() else {
            throw .environment("cannot read keys from this terminal. Use `snapshots diff`, `accept` and `reject` instead.")
        }
        var outcome = Outcome()
        var remaining: Decision?
        for (index, snapshot) in pending.enumerated() {
            let decision: Decision
            if let remaining {
                decision = remaining
            } else {
                show(snapshot, index: index)
                switch ask(keys, about: snapshot) {
                case let .once(chosen):
                    decision = chosen
                case let .forAll(chosen):
                    decision = chosen
                    remaining = chosen
                case .quit:
                    decision = .skip
                    remaining = .skip
                }
            }
            apply(decision, to: snapshot, outcome: &outcome)
        }
        finish(outcome)
        return outcome
    }

    // MARK: - Showing

    private func show(_ snapshot: PendingSnapshot, index: Int) {
        let style = console.style
        console.print(style.dim(String(repeating: "─", count: 60)))
        let kind = snapshot.isNew ? style.green("new render") : style.yellow("changed render")
        console.print(style.bold("Reviewing [\(index + 1)/\(pending.count)]") + "  " + kind)
        console.print("  reference  \(snapshot.reference)")
        if let folder = snapshot.artifactsFolder {
            console.print("  pending    from \(folder)")
        }
        if let entry = history.entry(for: snapshot.reference) {
            console.print("  test       \(entry.test)")
            console.print("  source     \(entry.file):\(entry.line)")
        }
        let texts: (reference: String, pending: String)
        do {
            texts = try PendingActions.texts(snapshot, workspace: workspace)
        } catch {
            console.print(style.red("  " + error.message))
            return
        }
        if let header = RenderFile.sections(of: texts.pending).header {
            console.print("  render     \(header)")
        }
        let summary = ChangeSummary(old: texts.reference, new: texts.pending)
        if !snapshot.isNew, !summary.lines.isEmpty {
            console.print()
            console.print(style.bold("What changed"))
            for line in summary.lines {
                console.print("  " + line)
            }
        }
        console.print()
        console.print(style.bold(snapshot.isNew ? "New render" : "Diff") + style.dim(snapshot.isNew ? "" : "  (- reference, + new render)"))
        for line in ReviewDiffFormatter(style: style).format(old: texts.reference, new: texts.pending) {
            console.print(line)
        }
        console.print()
    }

    /// The new render's header and screen, painted when its strategy drew its colors
    /// and the terminal shows them.
    private func showPicture(of snapshot: PendingSnapshot) {
        guard let text = try? PendingActions.texts(snapshot, workspace: workspace).pending else { return }
        let picture = ColorPicture.picture(of: text)
        console.print()
        if console.style.isEnabled, let colors = PendingActions.colors(snapshot) {
            console.print(PicturePainter.ansi(picture, colors: colors, depth: PicturePainter.Depth(environment: environment)))
        } else {
            console.print(picture)
            console.print(console.style.dim(console.style.isEnabled ? "(its strategy drew no colors)" : "(no colors: not a terminal, or NO_COLOR is set)"))
        }
        console.print()
    }

    // MARK: - Asking

    private enum Answer {
        case once(Decision)
        case forAll(Decision)
        case quit
    }

    private func ask(_ keys: KeyReader, about snapshot: PendingSnapshot) -> Answer {
        let style = console.style
        let prompt = "\(style.green("a")) accept · \(style.red("r")) reject · \(style.yellow("s")) skip · "
            + "A/R/S the same for all remaining · p picture · q quit · ? help › "
        while true {
            console.prompt(prompt)
            let key = keys.read()
            switch key {
            case .character("a"): console.print("accept"); return .once(.accept)
            case .character("r"): console.print("reject"); return .once(.reject)
            case .character("s"): console.print("skip"); return .once(.skip)
            case .character("A"): console.print("accept all remaining"); return .forAll(.accept)
            case .character("R"): console.print("reject all remaining"); return .forAll(.reject)
            case .character("S"): console.print("skip all remaining"); return .forAll(.skip)
            case .character("q"), .interrupt: console.print("quit"); return .quit
            case .character("p"):
                console.print("picture")
                showPicture(of: snapshot)
            case .character("?"), .character("h"):
                console.print()
                console.print(Self.keys)
            case let .character(other) where other != "\n":
                console.print("\(other) is not a key here; ? lists them.")
            default:
                console.print()
            }
        }
    }

    // MARK: - Doing

    private func apply(_ decision: Decision, to snapshot: PendingSnapshot, outcome: inout Outcome) {
        do {
            switch decision {
            case .accept:
                try PendingActions.accept(snapshot, workspace: workspace)
                outcome.accepted.append(snapshot.reference)
            case .reject:
                try PendingActions.reject(snapshot)
                outcome.rejected.append(snapshot.reference)
            case .skip:
                outcome.skipped.append(snapshot.reference)
            }
        } catch {
            console.error(error.message + " It stays pending.")
            outcome.skipped.append(snapshot.reference)
        }
    }

    private func finish(_ outcome: Outcome) {
        let style = console.style
        console.print()
        console.print(style.bold("Review done") + ": \(outcome.accepted.count) accepted, \(outcome.rejected.count) rejected, \(outcome.skipped.count) skipped.")
        for reference in outcome.accepted { console.print("  " + style.green("accepted") + " \(reference)") }
        for reference in outcome.rejected { console.print("  " + style.red("rejected") + " \(reference)") }
        for reference in outcome.skipped { console.print("  " + style.yellow("skipped ") + " \(reference)") }
        if !outcome.skipped.isEmpty {
            console.print("Skipped renders stay pending: `swift run snapshots review` again when you are ready.")
        }
    }
}
