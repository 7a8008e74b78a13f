/// Myers' O(ND) difference algorithm with the linear-space "middle snake" refinement.
///
/// Works on integers: callers intern lines or characters first, so that every
/// comparison in the inner loop is one integer compare. Common prefixes and suffixes are
/// stripped before each bisection, which is what keeps texts made of repeated rows (the
/// blank and border rows of a screen) fast: the cost depends on the number of changes,
/// not on how often a row repeats.
public enum MyersDiff {
    /// A shortest edit script that turns `old` into `new`.
    public static func edits(from old: [Int], to new: [Int]) -> [DiffEdit] {
        var solver = Solver(old: old, new: new)
        solver.solve(oldLow: 0, oldHigh: old.count, newLow: 0, newHigh: new.count)
        return EditScript.make(matches: solver.matches, oldCount: old.count, newCount: new.count)
    }
}

// MARK: - Solver

/// A run of equal elements: `old[oldStart..<oldStart+length] == new[newStart..<newStart+length]`.
struct MatchRun: Equatable {
    var oldStart: Int
    var newStart: Int
    var length: Int
}

private struct Solver {
    let old: [Int]
    let new: [Int]
    /// Matches in increasing order of both indices.
    var matches: [MatchRun] = []

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
    }

    mutating func solve(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) {
        var oldLow = oldLow, oldHigh = oldHigh, newLow = newLow, newHigh = newHigh

        let prefix = commonPrefix(oldLow, oldHigh, newLow, newHigh)
        if prefix > 0 {
            append(MatchRun(oldStart: oldLow, newStart: newLow, length: prefix))
            oldLow += prefix
            newLow += prefix
        }
        let suffix = commonSuffix(oldLow, oldHigh, newLow, newHigh)
        oldHigh -= suffix
        newHigh -= suffix

        if oldLow < oldHigh, newLow < newHigh,
           let (splitOld, splitNew) = middleSnake(oldLow, oldHigh, newLow, newHigh),
           (splitOld, splitNew) != (oldLow, newLow),
           (splitOld, splitNew) != (oldHigh, newHigh)
        {
            solve(oldLow: oldLow, oldHigh: splitOld, newLow: newLow, newHigh: splitNew)
            solve(oldLow: splitOld, oldHigh: oldHigh, newLow: splitNew, newHigh: newHigh)
        }
        // Otherwise one side is empty (pure insertion or deletion) or nothing matches.

        if suffix > 0 {
            append(MatchRun(oldStart: oldHigh, newStart: newHigh, length: suffix))
        }
    }

    private mutating func append(_ run: MatchRun) {
        if var last = matches.last,
           last.oldStart + last.length == run.oldStart,
           last.newStart + last.length == run.newStart
        {
            last.length += run.length
            matches[matches.count - 1] = last
        } else {
            matches.append(run)
        }
    }

    private func commonPrefix(_ oldLow: Int, _ oldHigh: Int, _ newLow: Int, _ newHigh: Int) -> Int {
        var length = 0
        while oldLow + length < oldHigh, newLow + length < newHigh,
              old[oldLow + length] == new[newLow + length]
        {
            length += 1
        }
        return length
    }

    private func commonSuffix(_ oldLow: Int, _ oldHigh: Int, _ newLow: Int, _ newHigh: Int) -> Int {
        var length = 0
        while oldHigh - length > oldLow, newHigh - length > newLow,
              old[oldHigh - length - 1] == new[newHigh - length - 1]
        {
            length += 1
        }
        return length
    }

    /// Finds a point on an optimal edit path by running the search from both ends until
    /// the two frontiers overlap. Returns absolute indices, or nil if the ranges share
    /// nothing (which the caller treats as "replace everything").
    private func middleSnake(_ oldLow: Int, _ oldHigh: Int, _ newLow: Int, _ newHigh: Int) -> (Int, Int)? {
        let n = oldHigh - oldLow
        let m = newHigh - newLow
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let length = 2 * maxD + 2
        var forward = [Int](repeating: -1, count: length)
        var backward = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        // When the difference in lengths is odd, the forward search detects the overlap.
        let forwardDetectsOverlap = delta & 1 != 0
        var forwardStartTrim = 0, forwardEndTrim = 0
        var backwardStartTrim = 0, backwardEndTrim = 0

        return old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                for d in 0..<maxD {
                    var k = -d + forwardStartTrim
                    while k <= d - forwardEndTrim {
                        let index = offset + k
                        var x = (k == -d || (k != d && forward[index - 1] < forward[index + 1]))
                            ? forward[index + 1]
                            : forward[index - 1] + 1
                        var y = x - k
                        while x < n, y < m, a[oldLow + x] == b[newLow + y] {
                            x += 1
                            y += 1
                        }
                        forward[index] = x
                        if x > n {
                            forwardEndTrim += 2
                        } else if y > m {
                            forwardStartTrim += 2
                        } else if forwardDetectsOverlap {
                            let mirror = offset + delta - k
                            if mirror >= 0, mirror < length, backward[mirror] != -1, x >= n - backward[mirror] {
                                return (oldLow + x, newLow + y)
                            }
                        }
                        k += 2
                    }

                    k = -d + backwardStartTrim
                    while k <= d - backwardEndTrim {
                        let index = offset + k
                        var x = (k == -d || (k != d && backward[index - 1] < backward[index + 1]))
                            ? backward[index + 1]
                            : backward[index - 1] + 1
                        var y = x - k
                        while x < n, y < m, a[oldLow + n - x - 1] == b[newLow + m - y - 1] {
                            x += 1
                            y += 1
                        }
                        backward[index] = x
                        if x > n {
                            backwardEndTrim += 2
                        } else if y > m {
                            backwardStartTrim += 2
                        } else if !forwardDetectsOverlap {
                            let mirror = offset + delta - k
                            if mirror >= 0, mirror < length, forward[mirror] != -1 {
                                let forwardX = forward[mirror]
                                let forwardY = forwardX - (mirror - offset)
                                if forwardX >= n - x {
                                    return (oldLow + forwardX, newLow + forwardY)
                                }
                            }
                        }
                        k += 2
                    }
                }
                return nil
            }
        }
    }
}

// MARK: - Edit script

enum EditScript {
    /// Turns ordered match runs into equal / delete / insert steps. Within a change,
    /// deletions come before insertions, as in every unified diff.
    static func make(matches: [MatchRun], oldCount: Int, newCount: Int) -> [DiffEdit] {
        var edits: [DiffEdit] = []
        edits.reserveCapacity(matches.count * 3 + 2)
        var oldIndex = 0
        var newIndex = 0
        func change(upToOld oldEnd: Int, newEnd: Int) {
            if oldIndex < oldEnd {
                edits.append(DiffEdit(kind: .delete, old: oldIndex..<oldEnd, new: newIndex..<newIndex))
            }
            if newIndex < newEnd {
                edits.append(DiffEdit(kind: .insert, old: oldEnd..<oldEnd, new: newIndex..<newEnd))
            }
            oldIndex = oldEnd
            newIndex = newEnd
        }
        for run in matches where run.length > 0 {
            change(upToOld: run.oldStart, newEnd: run.newStart)
            edits.append(DiffEdit(
                kind: .equal,
                old: run.oldStart..<run.oldStart + run.length,
                new: run.newStart..<run.newStart + run.length
            ))
            oldIndex = run.oldStart + run.length
            newIndex = run.newStart + run.length
        }
        change(upToOld: oldCount, newEnd: newCount)
        return edits
    }
}
