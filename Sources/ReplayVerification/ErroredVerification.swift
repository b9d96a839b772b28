public import RecordingFormat

/// Why a recording of a suite could not be verified at all — it cannot be read, validated or
/// rendered, or its goldens cannot be read — kept as the suite's one errored case while every
/// other recording is still verified.
///
/// ```swift
/// let error = ErroredVerification(
///   message: "a.jsonl:3: error: expected ',' or '}'", fault: .input)
/// print(error.fault == .input)  // true: exit status 1
/// ```
public struct ErroredVerification: Hashable, Codable, Sendable {
  /// The error as the one diagnostics printer writes it (`a.jsonl:3: error: …`), escaped for a
  /// terminal.
  public var message: String
  /// Whose fault it is, which the suite's exit status takes the worst of.
  public var fault: Fault

  /// Creates an errored case.
  ///
  /// - Parameters:
  ///   - message: The error as printed.
  ///   - fault: Whose fault it is.
  public init(message: String, fault: Fault) {
    self.message = message
    self.fault = fault
  }

  private enum CodingKeys: String, CodingKey { case fault, message }

  /// Reads `{"fault": "input", "message": "…"}`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a fault that is none of `input`,
  ///   `environment` and `invocation`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    message = try container.decode(String.self, forKey: .message)
    let name = try container.decode(String.self, forKey: .fault)
    guard let fault = Fault.allCases.first(where: { Self.name(of: $0) == name }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .fault, in: container,
        debugDescription: "\"\(name)\" is not input, environment or invocation")
    }
    self.fault = fault
  }

  /// Writes `{"fault": "input", "message": "…"}`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.name(of: fault), forKey: .fault)
    try container.encode(message, forKey: .message)
  }

  private static func name(of fault: Fault) -> String {
    switch fault {
    case .input: "input"
    case .environment: "environment"
    case .invocation: "invocation"
    }
  }
}
