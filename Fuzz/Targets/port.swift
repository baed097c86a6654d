// The `port` target's check: arbitrary bytes read as Swift, Objective-C and
// Interface Builder XML by `insets port`'s rules (InsetPort). Nothing may
// trap or hang, and every finding must be located inside the text.
// The sweep (about 170 model resolves per assumption) is left out: it is
// the model's, fuzzed through the reader target, and would make each
// execution a hundred times slower.

enum PortChecks {
  /// A description of what went wrong with `bytes`, or nil.
  static func port(_ bytes: [UInt8]) -> String? {
    let text: String
    switch PortAnalyzer.decode(bytes) {
    case .success(let decoded): text = decoded
    case .failure(let problem):
      return problem.line >= 1 && problem.column >= 1
        ? nil : "a decoding problem at \(problem.line):\(problem.column)"
    }
    // Lines as the lexers count them: a line feed, a carriage return, or
    // the two together end a line.
    var lines = 2
    var afterReturn = false
    for byte in text.utf8 {
      if byte == 0x0D || (byte == 0x0A && !afterReturn) { lines += 1 }
      afterReturn = byte == 0x0D
    }
    for language in SourceLanguage.allCases {
      let findings =
        language == .interfaceBuilder
        ? InterfaceBuilderRules.findings(in: text)
        : CodeRules.findings(in: text, language: language)
      for finding in findings where finding.line < 1 || finding.column < 1 || finding.line > lines {
        return "\(language): a finding at \(finding.line):\(finding.column), outside the text"
      }
      // The report's forms render without sweeps.
      let report = PortReport(files: [
        PortFileReport(file: "fuzz", language: language, findings: findings)
      ])
      _ = PortTextReport.lines(report)
      _ = PortGitHubReport.lines(report)
    }
    return nil
  }
}
