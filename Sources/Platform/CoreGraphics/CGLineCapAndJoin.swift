/// How a stroked line ends.
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// How two stroked segments meet.
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}
