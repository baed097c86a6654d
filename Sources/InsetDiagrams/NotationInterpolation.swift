import Foundation
import InsetModel

// Inside this module, insets interpolated into text (a rule, a message, a
// label) print in the scenario-table notation, as the values beside them do;
// `description`, which users' `#expect` failures print, keeps every digit a
// value needs. Internal: users' interpolation is untouched.
extension DefaultStringInterpolation {
  mutating func appendInterpolation(_ value: Insets) { appendLiteral(value.notated) }
  mutating func appendInterpolation(_ value: DirectionalInsets) { appendLiteral(value.notated) }
}
