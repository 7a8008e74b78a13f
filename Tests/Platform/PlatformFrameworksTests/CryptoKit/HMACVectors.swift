import Testing

extension CryptoVectors {
    /// One published HMAC case: key, data, and the expected code (possibly truncated, as the
    /// RFCs list some).
    struct MACCase: Sendable, CustomTestStringConvertible {
        let name: String
        let key: [UInt8]
        let data: [UInt8]
        let expected: String
        var testDescription: String { name }

        init(_ name: String, key: [UInt8], data: String, expected: String) {
            self.init(name, key: key, data: Array(data.utf8), expected: expected)
        }

        init(_ name: String, key: [UInt8], data: [UInt8], expected: String) {
            self.name = name
            self.key = key
            self.data = data
            self.expected = expected
        }
    }

    /// RFC 4231 §4.2–4.8's keys and data; each hash's expected codes follow in order.
    private static let rfc4231Cases: [(name: String, key: [UInt8], data: [UInt8])] = [
        ("1", Array(repeating: 0x0b, count: 20), Array("Hi There".utf8)),
        ("2: key shorter than the code", Array("Jefe".utf8), Array("what do ya want for nothing?".utf8)),
        ("3", Array(repeating: 0xaa, count: 20), Array(repeating: 0xdd, count: 50)),
        ("4", Array(1...25), Array(repeating: 0xcd, count: 50)),
        ("5: truncated to 128 bits", Array(repeating: 0x0c, count: 20), Array("Test With Truncation".utf8)),
        ("6: key longer than a block", Array(repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)),
        ("7: key and data longer than a block", Array(repeating: 0xaa, count: 131),
         Array("This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.".utf8)),
    ]

    private static func rfc4231(_ expected: [String]) -> [MACCase] {
        zip(rfc4231Cases, expected).map { MACCase("RFC 4231 case \($0.name)", key: $0.key, data: $0.data, expected: $1) }
    }

    static let hmacSHA256 = rfc4231([
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
        "a3b6167473100ee06e0c796c2955552b",
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
    ])

    static let hmacSHA384 = rfc4231([
        "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6",
        "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649",
        "88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27",
        "3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb",
        "3abf34c3503b2a23a46efc619baef897",
        "4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952",
        "6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e",
    ])

    static let hmacSHA512 = rfc4231([
        "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854",
        "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737",
        "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb",
        "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd",
        "415fad6271580a531d4179bc891d87a6",
        "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598",
        "e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58",
    ])

    /// RFC 2202 §2, HMAC-MD5 (its keys are 16 bytes where SHA-1's are 20).
    static let hmacMD5 = [
        MACCase("RFC 2202 case 1", key: Array(repeating: 0x0b, count: 16), data: "Hi There", expected: "9294727a3638bb1c13f48ef8158bfc9d"),
        MACCase("RFC 2202 case 2", key: Array("Jefe".utf8), data: "what do ya want for nothing?", expected: "750c783e6ab0b503eaa86e310a5db738"),
        MACCase("RFC 2202 case 3", key: Array(repeating: 0xaa, count: 16), data: Array(repeating: 0xdd, count: 50), expected: "56be34521d144c88dbb8c733f0e8b3f6"),
        MACCase("RFC 2202 case 4", key: Array(1...25), data: Array(repeating: 0xcd, count: 50), expected: "697eaf0aca3a3aea3a75164746ffaa79"),
        MACCase("RFC 2202 case 5", key: Array(repeating: 0x0c, count: 16), data: "Test With Truncation", expected: "56461ef2342edc00f9bab995690efd4c"),
        MACCase("RFC 2202 case 6", key: Array(repeating: 0xaa, count: 80), data: "Test Using Larger Than Block-Size Key - Hash Key First", expected: "6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd"),
        MACCase("RFC 2202 case 7", key: Array(repeating: 0xaa, count: 80), data: "Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data", expected: "6f630fad67cda0ee1fb1f562db3aa53e"),
    ]

    /// RFC 2202 §3, HMAC-SHA-1.
    static let hmacSHA1 = [
        MACCase("RFC 2202 case 1", key: Array(repeating: 0x0b, count: 20), data: "Hi There", expected: "b617318655057264e28bc0b6fb378c8ef146be00"),
        MACCase("RFC 2202 case 2", key: Array("Jefe".utf8), data: "what do ya want for nothing?", expected: "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"),
        MACCase("RFC 2202 case 3", key: Array(repeating: 0xaa, count: 20), data: Array(repeating: 0xdd, count: 50), expected: "125d7342b9ac11cd91a39af48aa17b4f63f175d3"),
        MACCase("RFC 2202 case 4", key: Array(1...25), data: Array(repeating: 0xcd, count: 50), expected: "4c9007f4026250c6bc8414f9bf50c86c2d7235da"),
        MACCase("RFC 2202 case 5", key: Array(repeating: 0x0c, count: 20), data: "Test With Truncation", expected: "4c1a03424b55e07fe7f27be1d58bb9324a9a5a04"),
        MACCase("RFC 2202 case 6", key: Array(repeating: 0xaa, count: 80), data: "Test Using Larger Than Block-Size Key - Hash Key First", expected: "aa4ae5e15272d00e95705637ce8a3b55ed402112"),
        MACCase("RFC 2202 case 7", key: Array(repeating: 0xaa, count: 80), data: "Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data", expected: "e8e99d0f45237d786d6bbaa7965c7808bbff1a91"),
    ]
}
