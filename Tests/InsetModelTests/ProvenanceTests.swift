import InsetModel
import Testing

/// Where a fact breaks the provenance rule: a measured fact rests on printed values from two or
/// more different people or projects; a single-source fact names exactly one source it rests on
/// and no independent prints. Empty when the fact keeps it.
private func violations(of fact: Fact) -> [String] {
  let printers = Set(fact.citations.compactMap(\.printer))
  let singles = fact.citations.filter {
    if case .singleSource = $0.role { true } else { false }
  }
  var found: [String] = []
  switch fact.provenance {
  case .measured:
    if printers.count < 2 {
      found.append("\(fact.id): measured with \(printers.count) independent print(s)")
    }
    if !singles.isEmpty { found.append("\(fact.id): measured but marks a single source") }
  case .singleSource:
    if singles.count != 1 {
      found.append("\(fact.id): single source marks \(singles.count) sources")
    }
    if !printers.isEmpty {
      found.append("\(fact.id): single source but marks independent prints")
    }
  default:
    break
  }
  return found
}

/// The same fact with another class or other citations.
private func variant(
  of fact: Fact, _ provenance: Provenance? = nil, citations: [Citation]? = nil
) -> Fact {
  Fact(
    fact.id, fact.area, fact.statement, provenance ?? fact.provenance,
    citations ?? fact.citations, disagreement: fact.disagreement)
}

@Suite("Provenance")
struct ProvenanceTests {
  /// Every fact keeps the rule.
  @Test func everyFactKeepsTheRule() {
    #expect(Facts.all.flatMap(violations(of:)) == [])
  }

  /// The rule covers facts of both classes: the model has measured and single-source facts.
  @Test func bothClassesAreInUse() {
    #expect(Facts.all.count { $0.provenance == .measured } >= 20)
    #expect(Facts.all.count { $0.provenance == .singleSource } >= 20)
  }

  /// A measured fact whose prints are cut to one breaks the rule: the check is not vacuous.
  @Test func oneIndependentPrintIsNotMeasured() throws {
    let fact = try #require(Facts.fact(id: "screen.windowBeforeIOS12"))
    #expect(violations(of: fact) == [])
    var citations = fact.citations
    let index = try #require(citations.lastIndex { $0.printer != nil })
    citations[index].role = nil
    #expect(
      violations(of: variant(of: fact, citations: citations)) == [
        "screen.windowBeforeIOS12: measured with 1 independent print(s)"
      ])
  }

  /// Two prints by the same person or project count once.
  @Test func samePrinterCountsOnce() {
    let fact = Fact(
      "test.samePrinter", .screen, "A value printed twice by one project.", .measured,
      [
        .print(.openUIKitDetents, by: "Vercantez"),
        .print(.openUIKitPresentation, by: "Vercantez"),
      ])
    #expect(violations(of: fact) == ["test.samePrinter: measured with 1 independent print(s)"])
  }

  /// A single-source fact names exactly one source, and carries no independent prints.
  @Test func singleSourceNamesExactlyOne() throws {
    let fact = try #require(Facts.fact(id: "presentation.popoverArrow"))
    #expect(fact.provenance == .singleSource)
    #expect(violations(of: fact) == [])
    let none = variant(of: fact, citations: fact.citations.map { Citation($0.source) })
    #expect(violations(of: none) == ["presentation.popoverArrow: single source marks 0 sources"])
    let two = variant(
      of: fact, citations: fact.citations + [.single(.split100ptBuffer, "another statement")])
    #expect(violations(of: two) == ["presentation.popoverArrow: single source marks 2 sources"])
    let printed = variant(
      of: fact, citations: fact.citations + [.print(.lnPopupController390, by: "iDevelopper")])
    #expect(
      violations(of: printed) == [
        "presentation.popoverArrow: single source but marks independent prints"
      ])
  }

  /// Marking a measured fact single-source, or the reverse, is caught both ways.
  @Test func classAndMarksMustAgree() throws {
    let measured = try #require(Facts.fact(id: "split.primaryBuffer"))
    #expect(measured.provenance == .measured)
    #expect(
      violations(of: variant(of: measured, .singleSource)) == [
        "split.primaryBuffer: single source marks 0 sources",
        "split.primaryBuffer: single source but marks independent prints",
      ])
    let single = try #require(Facts.fact(id: "windows.duoOlderSDK"))
    #expect(
      violations(of: variant(of: single, .measured)) == [
        "windows.duoOlderSDK: measured with 0 independent print(s)",
        "windows.duoOlderSDK: measured but marks a single source",
      ])
  }
}
