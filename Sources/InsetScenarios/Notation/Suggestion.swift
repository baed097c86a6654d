/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// an edit distance (ignoring case) of at most a third of the word's length,
  /// and at least 1. Ties go to the earlier candidate.
  ///
  ///     Suggestion.closest(to: "contentInsets", among: ["contentInset", "contentSize"])
  ///     // "contentInset"
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let c = Array(candidate.lowercased().unicodeScalars)
      guard abs(c.count - target.count) <= limit else { continue }
      let d = distance(target, c)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
