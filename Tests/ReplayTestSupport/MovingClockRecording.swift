import Foundation

/// A list whose `clock` row shows a time (legitimately dynamic content) and moves from the top
/// to the middle in the second apply, animated: what masks that follow an item are tested on.
/// `time` is the clock's text; `alpha` the first other row's label, a change elsewhere.
public enum MovingClockRecording {
  /// The recording's lines.
  ///
  /// - Parameters:
  ///   - time: The clock row's label in the first apply; the second adds a minute's text.
  ///   - alpha: The label of row `a`, which should never be masked.
  /// - Returns: The JSON Lines text.
  public static func text(time: String = "12:00", alpha: String = "Alpha") -> String {
    let clock = { (suffix: String) in
      ##"{"id":"clock","label":"\##(time)\##(suffix)","color":"#FFD60A"}"##
    }
    let a = ##"{"id":"a","label":"\##(alpha)","color":"#FF3B30"}"##
    let b = ##"{"id":"b","label":"Beta","color":"#34C759"}"##
    return """
      {"format":"snapshot-replay","version":1,"title":"moving clock","render":{"layout":"list","fps":10,"hold":0.3}}
      {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[\(clock(""),),\(a),\(b)]}],"animating":false}
      {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":[\(a),\(clock(" +1")),\(b)]}],"animating":true}

      """
  }

  /// Writes the recording to `url`.
  public static func write(to url: URL, time: String = "12:00", alpha: String = "Alpha") throws {
    try Data(text(time: time, alpha: alpha).utf8).write(to: url)
  }
}
