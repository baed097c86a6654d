/// A value that does not follow the notation, with the offset (in Unicode
/// scalars from the start of the cell's text) of the offending token.
public struct NotationError: Error, Sendable, Hashable {
  public var offset: Int
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
