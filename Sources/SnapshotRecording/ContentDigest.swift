/// A SHA-256 digest (FIPS 180-4) of bytes fed in pieces: how shards of one render or one suite
/// recognise each other, and how `verify --cache` knows a recording, its goldens and its options
/// are unchanged. Pure Swift, so the tool side needs no cryptography library; the digest only
/// has to tell contents apart, never to keep a secret.
///
/// ```swift
/// var digest = ContentDigest()
/// digest.update(Array("abc".utf8))
/// print(digest.hexString)
/// // ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
/// ```
public struct ContentDigest: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var pending: [UInt8] = []
  private var byteCount: UInt64 = 0

  /// An empty digest.
  public init() {}

  /// Feeds `bytes`.
  ///
  /// - Parameter bytes: The next bytes of the content.
  /// - Complexity: O(n) for n bytes.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
    if done == nil { update(buffer: Array(bytes)) }
  }

  /// Feeds contiguous bytes: whole blocks are compressed straight from them, with no copy (a
  /// recorded cell image is digested when written and again when read).
  private mutating func update(buffer bytes: UnsafeBufferPointer<UInt8>) {
    byteCount &+= UInt64(bytes.count)
    var start = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<taken])
      start = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBufferPointer { compress($0, at: 0) }
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.count - start >= 64 {
      compress(bytes, at: start)
      start += 64
    }
    pending.append(contentsOf: bytes[start...])
  }

  private mutating func update(buffer bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { update(buffer: $0) }
  }

  /// Feeds a string's UTF-8 bytes followed by a NUL, so that consecutive fields cannot run into
  /// each other (`"ab", "c"` and `"a", "bc"` digest differently).
  ///
  /// - Parameter field: One field of the content.
  public mutating func update(field: String) {
    update(Array(field.utf8))
    update([0])
  }

  /// The digest of `bytes` alone, as 64 lowercase hexadecimal digits: what a verify report
  /// shows for each actual frame and `approve` checks again.
  ///
  /// ```swift
  /// ContentDigest.hex(of: Array("abc".utf8))
  /// // ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
  /// ```
  ///
  /// - Parameter bytes: The whole content.
  /// - Returns: Its SHA-256 digest.
  public static func hex(of bytes: some Collection<UInt8>) -> String {
    var digest = ContentDigest()
    digest.update(bytes)
    return digest.hexString
  }

  /// The digest of everything fed so far, as 64 lowercase hexadecimal digits.
  public var hexString: String {
    var copy = self
    let bitCount = byteCount &* 8
    copy.update([0x80])
    while copy.pending.count != 56 { copy.update([0]) }
    copy.update((0..<8).reversed().map { UInt8(truncatingIfNeeded: bitCount >> ($0 * 8)) })
    return copy.state.map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 8 - digits.count) + digits
    }.joined()
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>, at base: Int) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      for index in 0..<16 {
        let offset = base + index * 4
        words[index] =
          UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16
          | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
      }
      for index in 16..<64 {
        let early = words[index - 15]
        let late = words[index - 2]
        let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
        let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
        words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
      }
      state.withUnsafeMutableBufferPointer { state in
        var (a, b, c, d, e, f, g, h) = (
          state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
        )
        Self.roundConstants.withUnsafeBufferPointer { constants in
          for index in 0..<64 {
            let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
            let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let second = sum0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
          }
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
      }
    }
  }
}

extension UInt32 {
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
    (self >> count) | (self << (32 - count))
  }
}
