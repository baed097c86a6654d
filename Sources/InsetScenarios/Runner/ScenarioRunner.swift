import Foundation
import InsetModel

/// Runs scenario tables: reads each row into a `LayoutScene`, resolves it, and
/// checks every expected output.
///
///     let runner = ScenarioRunner()
///     let report = runner.run(bytes: Array(markdown.utf8), file: "scroll.md")
///     report.failed  // 0
///
/// - Complexity: O(cells) for a file, plus one resolve per row.
public struct ScenarioRunner: Sendable {
  /// The keys the tables may use.
  public var vocabulary: Vocabulary
  /// Whether each file report keeps the evaluations of its rows that did not
  /// pass (their scenes and resolutions), for a report that draws them.
  public var keepsFailures: Bool

  /// Creates a runner over `vocabulary` that keeps the evaluations of failing rows when
  /// `keepsFailures`.
  public init(vocabulary: Vocabulary = .standard, keepsFailures: Bool = false) {
    self.vocabulary = vocabulary
    self.keepsFailures = keepsFailures
  }

  /// Runs every table of one file's contents. `file` is the path reports name.
  public func run(bytes: [UInt8], file: String) -> FileReport {
    let document: MarkdownDocument
    do {
      document = try MarkdownReader.read(bytes, file: file)
    } catch {
      return FileReport(file: file, rows: [], diagnostics: [error], unattachedErrors: 1)
    }
    return run(document: document, file: file)
  }

  /// Runs every table of a read document.
  public func run(document: MarkdownDocument, file: String) -> FileReport {
    var report = FileReport(
      file: file, rows: [], diagnostics: [], unattachedErrors: 0, warnings: document.diagnostics)
    for table in document.tables where !table.isSkipped {
      run(table: table, file: file, into: &report)
    }
    return report
  }

  // MARK: Tables

  func run(table: MarkdownTable, file: String, into report: inout FileReport) {
    var evaluator = TableEvaluator(table: table, file: file, vocabulary: vocabulary)
    guard evaluator.runs else {
      report.diagnostics += evaluator.headerErrors
      if table.rows.isEmpty { report.unattachedErrors += evaluator.headerErrors.count }
      for row in table.rows {
        report.rows.append(
          RowReport(
            file: file, line: row.line, table: table.heading, scenario: nil, outcome: .notRun))
      }
      return
    }
    for row in table.rows {
      let evaluation = evaluator.evaluate(row, options: .check)
      let outcome = evaluation.outcome
      report.rows.append(
        RowReport(
          file: file, line: row.line, table: table.heading, scenario: evaluation.label,
          outcome: outcome))
      if keepsFailures, !outcome.isPassed { report.failures.append(evaluation) }
    }
  }
}
