import Foundation

/// What a session said and heard, entry by entry. On Linux a session's transcript holds
/// its instructions and nothing more: no request ever gets an answer.
public struct Transcript: RandomAccessCollection, Equatable, Sendable {
    private var entries: [Transcript.Entry]

    public init(entries: some Sequence<Transcript.Entry> = []) {
        self.entries = Array(entries)
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Transcript.Entry { entries[position] }

    /// One turn of a conversation.
    public enum Entry: Identifiable, Equatable, Sendable {
        case instructions(Transcript.Instructions)
        case prompt(Transcript.Prompt)
        case response(Transcript.Response)

        public var id: String {
            switch self {
            case .instructions(let entry): entry.id
            case .prompt(let entry): entry.id
            case .response(let entry): entry.id
            }
        }
    }

    /// A piece of an entry's content.
    public enum Segment: Identifiable, Equatable, Sendable {
        case text(Transcript.TextSegment)

        public var id: String {
            switch self {
            case .text(let segment): segment.id
            }
        }
    }

    public struct TextSegment: Identifiable, Equatable, Sendable {
        public var id: String
        public var content: String

        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    public struct Instructions: Identifiable, Equatable, Sendable {
        public var id: String
        public var segments: [Transcript.Segment]

        public init(id: String = UUID().uuidString, segments: [Transcript.Segment]) {
            self.id = id
            self.segments = segments
        }

        init(text: String) {
            self.init(segments: [.text(TextSegment(content: text))])
        }
    }

    public struct Prompt: Identifiable, Equatable, Sendable {
        public var id: String
        public var segments: [Transcript.Segment]

        public init(id: String = UUID().uuidString, segments: [Transcript.Segment]) {
            self.id = id
            self.segments = segments
        }
    }

    public struct Response: Identifiable, Equatable, Sendable {
        public var id: String
        public var segments: [Transcript.Segment]

        public init(id: String = UUID().uuidString, segments: [Transcript.Segment]) {
            self.id = id
            self.segments = segments
        }
    }
}
