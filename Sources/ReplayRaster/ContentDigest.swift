import SnapshotRecording

/// The one content digest, SHA-256, as the tool side has always named it here. It lives in
/// `SnapshotRecording` since the recorder digests cell images too (an app links no later
/// module); this name keeps every `import ReplayRaster` user compiling unchanged.
///
/// ```swift
/// ContentDigest.hex(of: Array("abc".utf8))
/// // ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
/// ```
public typealias ContentDigest = SnapshotRecording.ContentDigest
