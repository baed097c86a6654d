import InsetModel

/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// an edit distance (ignoring case) of at most a third of the word's length,
  /// and at least 1. Ties go to the earlier candidate.
  ///
  /// A word too long to be within that distance of any candidate (a few
  /// characters past the longest candidate) gets no suggestion, and costs
  /// no distance: a megabyte-long cell is turned down after reading a few
  /// dozen of its characters.
  ///
  ///     Suggestion.closest(to: "contentInsets", among: ["contentInset", "contentSize"])
  ///     // "contentInset"
  public static func closest(to word: String, among candidates: [String]) -> String? {
    // Lengths first, without copying: only candidates of a close length are
    // lowercased and compared.
    let lengths = candidates.map(loweredLength)
    guard let target = comparableWord(word, longestCandidate: lengths.max() ?? 0)
    else { return nil }
    let limit = EditDistance.allowed(target.count)
    // The target's ASCII letters counted, for a cheap lower bound below.
    var counts = [Int](repeating: 0, count: 128)
    var others = 0
    for scalar in target {
      if scalar.isASCII { counts[Int(scalar.value)] += 1 } else { others += 1 }
    }
    var best: (name: String, distance: Int)?
    for (candidate, length) in zip(candidates, lengths) where abs(length - target.count) <= limit {
      let bound = min(limit, (best?.distance ?? Int.max) - 1)
      guard bound >= 0 else { break }
      let c = Array(candidate.lowercased().unicodeScalars)
      // An edit adds at most one missing character: a candidate lacking
      // more of the target's characters than `bound` is too far.
      // (Characters beyond ASCII are only counted, not told apart.)
      var missing = counts
      var otherInCandidate = 0
      for scalar in c {
        if scalar.isASCII { missing[Int(scalar.value)] -= 1 } else { otherInCandidate += 1 }
      }
      var lacking = max(0, others - otherInCandidate)
      for n in missing where n > 0 { lacking += n }
      guard lacking <= bound, let d = EditDistance.distance(target, c, atMost: bound) else {
        continue
      }
      best = (candidate, d)
    }
    return best?.name
  }

  /// How many Unicode scalars `text` has once lowercased (an ASCII text
  /// without copying it).
  static func loweredLength(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 }
      ? text.utf8.count : text.lowercased().unicodeScalars.count
  }

  /// `word`, lowercased, as Unicode scalars, if it is short enough to be
  /// close to a candidate of at most `longestCandidate` scalars; nil for an
  /// empty word or a longer one. Reads at most one scalar past the limit.
  static func comparableWord(_ word: String, longestCandidate: Int) -> [Unicode.Scalar]? {
    let limit = EditDistance.longestComparable(longestCandidate)
    // Lowercasing can turn one scalar into several, never into none, so a
    // head of `limit + 1` scalars decides.
    let head = String(String.UnicodeScalarView(word.unicodeScalars.prefix(limit + 1)))
    let target = Array(head.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= limit else { return nil }
    return target
  }
}
