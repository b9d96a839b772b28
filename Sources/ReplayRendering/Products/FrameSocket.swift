import Foundation
import ReplayRaster

/// The socket pair that carries raw frames to ffmpeg's standard input: a socket rather than a
/// pipe because a socket can refuse SIGPIPE per write (or per socket on Darwin), so a write to
/// an ffmpeg that has exited fails with EPIPE instead of ending the process.
enum FrameSocket {
  /// Two connected stream sockets, both closed on exec (a `dup2` onto the child's standard
  /// input clears that flag for the child's copy); `nil` when the system refuses.
  static func pair() -> [Int32]? {
    var sockets: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &sockets) == 0 else { return nil }
    #else
      guard socketpair(AF_UNIX, SOCK_STREAM, 0, &sockets) == 0 else { return nil }
      var on: Int32 = 1
      for socket in sockets {
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        _ = setsockopt(
          socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      }
    #endif
    return sockets
  }

  /// Writes every byte of `bytes` to the socket `descriptor`.
  ///
  /// - Throws: ``FrameOutputError/writeFailed(path:reason:)`` naming ffmpeg's input.
  static func send(_ bytes: [UInt8], to descriptor: Int32) throws(FrameOutputError) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    let failure: Int32 = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.send(descriptor, base + offset, buffer.count - offset, flags)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
    guard failure == 0 else {
      throw .writeFailed(path: "ffmpeg's input", reason: String(cString: strerror(failure)))
    }
  }
}
