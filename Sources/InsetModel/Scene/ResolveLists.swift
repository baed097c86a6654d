import Foundation

// MARK: Issue 18
extension LayoutScene {
  /// The compositional layout as the vocabulary sets it: setting it makes
  /// the collection view's layout compositional.
  public var compositionalSetup: CompositionalLayoutSetup {
    get { compositional ?? CompositionalLayoutSetup() }
    set { compositional = newValue }
  }

  /// What the compositional layout reads of the collection view: the one
  /// place its inputs are gathered.
  func compositionalEnvironment(
    view: ViewResolution, adjustedContentInset: Insets, scale: CGFloat,
    systemMinimum: DirectionalInsets
  ) -> CompositionalEnvironment {
    CompositionalEnvironment(
      boundsSize: view.frame.size, adjustedContentInset: adjustedContentInset,
      safeAreaInsets: view.safeAreaInsets, layoutMargins: view.layoutMargins,
      readableContentGuide: view.readableContentGuideFrame, direction: view.layoutDirection,
      iOSVersion: screen.iOSVersion, scale: scale, systemMinimumSideMargin: systemMinimum.leading)
  }

  /// Lays out the compositional layout and reports it to `tracer`.
  func resolveCompositional<Tracer: DerivationTracer>(
    _ setup: CompositionalLayoutSetup, view: ViewResolution, adjustedContentInset: Insets,
    scale: CGFloat, systemMinimum: DirectionalInsets, tracer: inout Tracer
  ) -> CompositionalResolution {
    let environment = compositionalEnvironment(
      view: view, adjustedContentInset: adjustedContentInset, scale: scale,
      systemMinimum: systemMinimum)
    let layout = CompositionalLayoutRules.resolve(
      setup, counts: collectionView, environment: environment, assumptions: assumptions,
      tracer: &tracer)
    return CompositionalResolution(
      layout: layout, environment: environment, isList: setup.isList,
      pinsHeader: setup.pinToVisibleBounds)
  }

  /// A compositional layout's content size from a first pass laid out
  /// without one (the layout depends on the adjusted inset, which depends on
  /// the content size); `nil` when the item count is open.
  @inline(never)
  func compositionalContentSize(
    view: ViewResolution, context: ScrollViewContext, scale: CGFloat,
    systemMinimum: DirectionalInsets
  ) -> CGSize? {
    guard let setup = compositional else { return nil }
    var silent = NoTrace()
    let firstPass = ScrollViewRules.resolve(
      scrollView, frameSize: view.frame.size, safeAreaInsets: view.safeAreaInsets,
      contentSize: .zero, context: context, assumptions: assumptions, tracer: &silent)
    return resolveCompositional(
      setup, view: view, adjustedContentInset: firstPass.adjustedContentInset, scale: scale,
      systemMinimum: systemMinimum, tracer: &silent
    ).layout.contentSize
  }

  /// The compositional layout in `resolution` (a resolution of this scene);
  /// `nil` when the collection view has none.
  ///
  /// - Complexity: O(1).
  public func compositionalLayout(in resolution: Resolution) -> CompositionalLayout? {
    resolution.compositionalLayout?.layout
  }

  /// A list's first cell in `resolution`; `nil` unless the compositional
  /// section is a list with an item.
  public func listCell(in resolution: Resolution) -> ListCellResolution? {
    guard let c = resolution.compositionalLayout else { return nil }
    return CompositionalLayoutRules.listCell(
      c.layout, isList: c.isList, environment: c.environment, assumptions: assumptions)
  }
}
