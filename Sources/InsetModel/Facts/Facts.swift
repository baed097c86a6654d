/// Every fact the model rests on, grouped as the model is. Each rule's
/// derivation step names the facts it applies, `insets sources` counts them
/// by provenance, and `docs/facts.md` is generated from this list (a test
/// keeps the file equal to it).
///
///     Facts.all.filter { $0.provenance.kind == .assumption }.count
public enum Facts {
  /// Every fact, area by area.
  public static let all: [Fact] =
    contract + screen + bars + safeArea + margins + scrollView + tableView + collectionView
    + swiftUI + windows + legacy + hierarchy + presentations + splitViews + searchBars + keyboard
    + scrollIndicators + tableSections + compositional + swiftUIScroll + listSections

  /// The fact with this id.
  public static func fact(id: String) -> Fact? { all.first { $0.id == id } }
}
