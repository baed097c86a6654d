import Foundation

extension LayoutScene {
  /// The compositional layout as the vocabulary sets it: setting it makes
  /// the collection view's layout compositional.
  public var compositionalSetup: CompositionalLayoutSetup {
    get { compositional ?? CompositionalLayoutSetup() }
    set { compositional = newValue }
    // A change is made in the box where no other scene shares it: setting
    // one field of the layout (what every input key does) copies nothing.
    _modify {
      let box = uniqueCompositionalBox()
      yield &box.value
    }
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

  /// The compositional layout in `resolution` (a resolution of this scene),
  /// with what it read of the collection view; `nil` when the collection
  /// view has none. The resolve lays it out once and keeps it out of line,
  /// so that every output of the layout reads the same one and a resolution
  /// without one stays small.
  ///
  ///     var scene = LayoutScene()
  ///     scene.view.kind = .collectionView
  ///     var grid = CompositionalLayoutSetup()
  ///     grid.itemSize = LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
  ///     grid.groupSize = LayoutSize(width: .fractionalWidth(1), height: .absolute(100))
  ///     scene.compositional = grid
  ///     scene.compositionalResolution(in: scene.resolve())?.layout.frame(ofItem: 1)
  ///     // {{187.5, 0}, {187.5, 100}}
  ///
  /// - Complexity: O(1).
  public func compositionalResolution(in resolution: Resolution) -> CompositionalResolution? {
    compositionalBox(in: resolution)?.value
  }

  /// The compositional layout in `resolution`; `nil` when there is none.
  public func compositionalLayout(in resolution: Resolution) -> CompositionalLayout? {
    compositionalBox(in: resolution)?.value.layout
  }

  /// `read` of the compositional layout in `resolution`, read where the
  /// resolve keeps it; `nil` when there is none. What an output reading
  /// one value of the layout uses: ``compositionalResolution(in:)``
  /// returns a copy of all of it (a few hundred bytes, and its arrays
  /// retained), and a row's outputs asked for it seven times.
  package func readingCompositional<T>(
    in resolution: Resolution, _ read: (CompositionalResolution) -> T?
  ) -> T? {
    guard let box = compositionalBox(in: resolution) else { return nil }
    return read(box.value)
  }

  /// The box the resolve keeps the compositional layout in, or one laid
  /// out now for a resolution made with its public initialiser, which has
  /// none; `nil` when there is no compositional layout.
  private func compositionalBox(in resolution: Resolution) -> KeptCompositionalLayout? {
    // The resolve's box first: it keeps one only where the checks below
    // hold, and testing the scroll view copied it (half a kilobyte) on
    // every output that reads the layout.
    if let laidOut = resolution.compositional { return laidOut }
    // `case .some`, not `!= nil`, which here compared two copies of a
    // scroll view's resolution with `==`.
    guard view.kind == .collectionView, hasCompositional, case .some = resolution.scrollView
    else { return nil }
    guard let setup = compositional, let s = resolution.scrollView else { return nil }
    var silent = NoTrace()
    return KeptCompositionalLayout(
      resolveCompositional(
        setup, view: resolution.view, adjustedContentInset: s.adjustedContentInset,
        scale: resolution.scale, systemMinimum: resolution.systemMinimumLayoutMargins,
        tracer: &silent))
  }

  /// A list's first cell in `resolution`; `nil` unless the compositional
  /// section is a list with an item.
  public func listCell(in resolution: Resolution) -> ListCellResolution? {
    readingCompositional(in: resolution) { c in
      CompositionalLayoutRules.listCell(
        c.layout, isList: c.isList, environment: c.environment, assumptions: assumptions)
    }
  }

  /// Where the scroll indicators run in `resolution`, as the resolve
  /// derived them; `nil` when the view is not a scroll view.
  ///
  /// - Complexity: O(1).
  public func scrollIndicatorInsets(in resolution: Resolution) -> ScrollIndicatorInsets? {
    resolution.scrollIndicatorInsets
  }

  /// The SwiftUI scene's `ScrollView` or `List` in `resolution`; `nil` when
  /// its innermost view does not scroll.
  ///
  /// - Complexity: O(1) for a resolution the resolve made (it keeps the
  ///   fold's scroll view); else one fold, O(modifiers).
  public func swiftUIScroll(in resolution: Resolution) -> SwiftUIScrollResolution? {
    if let folded = resolution.swiftUI, folded.isFolded { return folded.scroll }
    return swiftUILayout(in: resolution)?.scrollResolution()
  }
}
