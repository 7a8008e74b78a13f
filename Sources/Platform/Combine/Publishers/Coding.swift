import Foundation

/// A decoder of a whole value from its encoded form (`JSONDecoder` from `Data`), as
/// Combine's `decode(type:decoder:)` takes it.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value into its encoded form (`JSONEncoder` into `Data`), as
/// Combine's `encode(encoder:)` takes it.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// Decodes each value; a decoding error ends the stream with that error.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let decoder = self.decoder
            upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>("Decode", downstream: subscriber,
                step: { input in
                    do { return .emit(try decoder.decode(Output.self, from: input)) } catch { return .fail(error) }
                }, complete: { $0.mapFailure { $0 as Error } }))
        }
    }

    /// Encodes each value; an encoding error ends the stream with that error.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let encoder = self.encoder
            upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>("Encode", downstream: subscriber,
                step: { input in
                    do { return .emit(try encoder.encode(input)) } catch { return .fail(error) }
                }, complete: { $0.mapFailure { $0 as Error } }))
        }
    }
}

extension Publisher {
    /// Decodes each value with `decoder` (`.decode(type: [Item].self, decoder: JSONDecoder())`).
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Encodes each value with `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
