/// A value that does not follow the notation, with the offset (in Unicode
/// scalars from the start of the cell's text) of the offending token.
public struct NotationError: Error, Sendable, Hashable {
  /// Where the offending token starts, in Unicode scalars from the start of the cell's text.
  public var offset: Int
  /// What is wrong, and what the notation expects.
  public var message: String

  /// Creates an error at `offset` (in Unicode scalars from the start of the cell's text) with
  /// `message`.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}

/// User text quoted in a message, shortened so that a huge cell cannot make
/// a huge message.
enum Quote {
  static let limit = 60

  /// `text`, or its first characters and an ellipsis.
  static func short<S: StringProtocol>(_ text: S) -> String {
    text.count <= limit ? String(text) : String(text.prefix(limit - 3)) + "…"
  }
}
