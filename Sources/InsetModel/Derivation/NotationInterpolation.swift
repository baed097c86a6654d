import Foundation

// Inside this module, insets interpolated into text (a rule, a message, a
// label) print in the scenario-table notation, as the values beside them do;
// `description`, which users' `#expect` failures print, keeps every digit a
// value needs. Internal (usable from the inlinable rules): users' interpolation
// is untouched.
extension DefaultStringInterpolation {
  @usableFromInline mutating func appendInterpolation(_ value: Insets) {
    appendLiteral(value.notated)
  }
  @usableFromInline mutating func appendInterpolation(_ value: DirectionalInsets) {
    appendLiteral(value.notated)
  }
}
