import CryptoKit
import Foundation
import Testing

struct SymmetricKeyTests {
    @Test func standardSizes() {
        #expect(SymmetricKeySize.bits128.bitCount == 128)
        #expect(SymmetricKeySize.bits192.bitCount == 192)
        #expect(SymmetricKeySize.bits256.bitCount == 256)
        #expect(SymmetricKey(size: .bits128).bitCount == 128)
        #expect(SymmetricKey(size: .bits192).bitCount == 192)
        #expect(SymmetricKey(size: .bits256).withUnsafeBytes { $0.count } == 32)
        #expect(SymmetricKey(size: SymmetricKeySize(bitCount: 8)).bitCount == 8)
        #expect(SymmetricKey(size: SymmetricKeySize(bitCount: 520)).bitCount == 520)
    }

    @Test func generatedKeysAreRandom() {
        let keys = (0..<8).map { _ in SymmetricKey(size: .bits256) }
        let distinct = Set(keys.map { $0.withUnsafeBytes { Data($0) } })
        #expect(distinct.count == keys.count)
    }

    @Test func keepsTheBytesItIsGiven() {
        let material: [UInt8] = Array(0..<32)
        let fromArray = SymmetricKey(data: material)
        let fromData = SymmetricKey(data: Data(material))
        #expect(fromArray.withUnsafeBytes { Array($0) } == material)
        #expect(fromArray == fromData)
        #expect(fromArray.bitCount == 256)
        #expect(fromArray != SymmetricKey(data: Array(material.dropLast())))
        #expect(fromArray != SymmetricKey(data: Array(1..<33) as [UInt8]))
        #expect(SymmetricKey(data: Data()).bitCount == 0)
    }

    @Test func sizeMustBeWholeBytes() async {
        await #expect(processExitsWith: .failure) {
            _ = SymmetricKeySize(bitCount: 12)
        }
    }
}
