import Foundation

/// A run as one self-contained HTML page: no scripts, no network.
public enum HTMLReport {
  public static func render(_ report: RunReport) -> String {
    "<!DOCTYPE html><html><body>\(JUnitReport.escape(TextReport.summary(report)))</body></html>\n"
  }
}
