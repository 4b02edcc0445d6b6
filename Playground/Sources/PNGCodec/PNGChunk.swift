/// One chunk of a PNG file: a four-letter type and its data, written as
/// length (4 bytes, big-endian), type, data and the CRC-32 of type and data.
struct PNGChunk: Hashable, Sendable {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The type, four ASCII letters (`IHDR`, `IDAT`, `fcTL`…).
    var type: String
    /// The data.
    var data: [UInt8]

    /// The chunk as stored in a file.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        Self.append(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        Self.append(Self.crc32(typeBytes + data), to: &out)
        return out
    }

    /// Appends `value` big-endian.
    static func append(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// Appends `value` big-endian.
    static func append(_ value: UInt16, to out: inout [UInt8]) {
        out += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// The chunks of a whole PNG file, or nil when `file` does not start
    /// with the signature or a chunk runs past the end. CRCs are not checked.
    static func chunks(of file: [UInt8]) -> [PNGChunk]? {
        guard file.count >= 8, Array(file[0..<8]) == signature else { return nil }
        var chunks: [PNGChunk] = []
        var i = 8
        while i + 12 <= file.count {
            let length = Int(file[i]) << 24 | Int(file[i + 1]) << 16 | Int(file[i + 2]) << 8 | Int(file[i + 3])
            guard length <= file.count - i - 12 else { return nil }
            let type = String(decoding: file[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(file[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
            if type == "IEND" { return chunks }
        }
        return nil
    }

    /// The CRC-32 of PNG (ISO 3309; polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8)
        }
        return c ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
