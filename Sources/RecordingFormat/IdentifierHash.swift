/// A cheap, seeded hash of an identifier for the open-addressing tables that look for repeats
/// without `Hasher` (SipHash): the repeat check of an apply's identifiers and the fast path's
/// repeated `layout` item identifiers. Each table compares identifiers with `==` wherever two
/// hashes meet, so its answers stay exact; the seed, drawn per process, makes which
/// identifiers collide differ from run to run.
///
/// Only ASCII text is hashed: there `==` is byte equality. Other text (where `==` is Unicode's
/// canonical equivalence, so equal strings may differ in their bytes) gets no hash, and the
/// caller decides another way.
///
/// ```swift
/// let id = Array("m-17".utf8)
/// id.withUnsafeBufferPointer { IdentifierHash.ascii($0) }  // a hash, the same for equal bytes
/// Array("é".utf8).withUnsafeBufferPointer { IdentifierHash.ascii($0) }  // nil
/// ```
package enum IdentifierHash {
  /// Mixed into every hash, so that which identifiers collide differs from run to run.
  private static let seed = UInt64.random(in: .min ... .max)

  /// The hash of an integer identifier.
  ///
  /// ```swift
  /// IdentifierHash.integer(7) == IdentifierHash.integer(7)  // true
  /// ```
  package static func integer(_ value: Int) -> UInt64 {
    mix(UInt64(bitPattern: Int64(value)) ^ seed)
  }

  /// The hash of ASCII text's bytes, eight at a time; `nil` when any byte is not ASCII.
  ///
  /// ```swift
  /// Array("dog".utf8).withUnsafeBufferPointer { IdentifierHash.ascii($0) }  // a hash
  /// ```
  package static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var hash = mix(seed ^ 0x5354_5249_4E47 ^ UInt64(bytes.count))
    var highBits: UInt64 = 0
    var offset = 0
    if let base = bytes.baseAddress {
      while bytes.count - offset >= 8 {
        let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        highBits |= word
        hash = mix(hash ^ word)
        offset += 8
      }
    }
    var tail: UInt64 = 0
    while offset < bytes.count {
      tail = tail << 8 | UInt64(bytes[offset])
      offset += 1
    }
    highBits |= tail
    guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
    return mix(hash ^ tail)
  }

  /// SplitMix64's finalizer: every input bit reaches every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
