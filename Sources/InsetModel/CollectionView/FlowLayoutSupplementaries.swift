import Foundation

extension FlowLayout {
  /// Section `section`'s header in content coordinates: at the section's
  /// start, before its inset, as long as `headerReferenceSize` along the
  /// scroll direction and as wide as the content across it ("the width of the
  /// header would be set to the width of the collection view",
  /// [ad-flowlayout-headerreferencesize]); `nil` without a header (a zero
  /// length), past the last section, or past section 0 when the item count
  /// is open.
  ///
  ///     var setup = FlowLayoutSetup()
  ///     setup.headerReferenceSize = CGSize(width: 0, height: 40)
  ///     FlowLayout(
  ///       setup, effectiveSectionInset: .zero, crossExtent: 375, singleItemLineCentred: true
  ///     ).headerFrame()  // {{0, 0}, {375, 40}}
  ///
  /// - Complexity: O(items in a line) for section 0; a section past it needs
  ///   the section's length.
  public func headerFrame(inSection section: Int = 0) -> CGRect? {
    let vertical = setup.scrollDirection == .vertical
    let length = vertical ? setup.headerReferenceSize.height : setup.headerReferenceSize.width
    guard length > 0, let start = sectionStart(section) else { return nil }
    return vertical
      ? CGRect(x: 0, y: start, width: crossExtent, height: length)
      : CGRect(x: start, y: 0, width: length, height: crossExtent)
  }

  /// Section `section`'s footer in content coordinates: at the section's end,
  /// after its inset, as the header is sized; `nil` without a footer or when
  /// the item count is open.
  public func footerFrame(inSection section: Int = 0) -> CGRect? {
    let vertical = setup.scrollDirection == .vertical
    let length = vertical ? setup.footerReferenceSize.height : setup.footerReferenceSize.width
    guard length > 0, let start = sectionStart(section), let sectionLength else { return nil }
    let end = start + sectionLength - length
    return vertical
      ? CGRect(x: 0, y: end, width: crossExtent, height: length)
      : CGRect(x: end, y: 0, width: length, height: crossExtent)
  }

  /// Where section `section` starts along the scroll direction.
  func sectionStart(_ section: Int) -> CGFloat? {
    guard section >= 0, section < setup.numberOfSections else { return nil }
    if section == 0 { return 0 }
    return sectionLength.map { CGFloat(section) * $0 }
  }
}
