import Foundation

/// SwiftUI's safe area, folded over a modifier chain from the outermost
/// modifier in.
///
/// The model ([fatbobman-swiftui-safe-area], [fivestars-safeareainset]; [fatbobman-swiftui-safe-area], 001, 003):
/// - The hosting view is the view controller's root view. Its safe area has
///   two regions: `.container` (the device and bars: the root view's
///   `safeAreaInsets`) and `.keyboard` (the software keyboard, measured from
///   the bottom of the screen, so it covers the home indicator).
/// - Views lay out inside the safe area: the union of the regions they respect.
/// - `safeAreaInset` takes the safe area it is given, places its content at
///   the edge inside it (aligned by `alignment` when narrower), and gives the
///   view it modifies a safe area larger on that edge by the content's length
///   plus `spacing`. Several stack: the outermost (last written) is placed
///   first. The added inset belongs to the container region.
/// - `safeAreaPadding` adds its length beyond the safe area on its edges.
/// - `padding` insets the frame; the safe area that reaches into the smaller
///   frame shrinks with it.
/// - `ignoresSafeArea(regions, edges)` lets the view extend into those regions
///   on those edges, and its descendants lose them: insets added outside it
///   (by an enclosing `safeAreaInset`) included ([fivestars-safeareainset]).
/// - A `GeometryReader` filling the innermost view reads, per edge, how far
///   the unsafe band reaches beyond its edge when that edge lies in the band
///   (between the safe area's edge and the hosting view's), and zero on an
///   edge inside the safe area ([osui-safeareainsets], [osui-safeareainsets-tests]): a view
///   filling the safe area reads the whole inset ([fatbobman-swiftui-safe-area]'s
///   NavigationView on an iPhone 13 reads {47, 0, 34, 0}; a root reader on the
///   iPhone Duo's cover reads {0, 0, 34, 84} [duo-geometry-probe]), a view
///   centred in it or padded off its edge reads zero, and a view that ignores
///   the safe area, its edge on the hosting view's, reads zero
///   ([geometry-ignoring-note]). An ancestor's `ignoresSafeArea` changes where
///   views go, not the band: a reader it lets reach into the band reads the
///   distance from its edge to the hosting view's.
public struct SwiftUILayout: Sendable, Hashable {
  /// The SwiftUI scene: the modifier chain, the keyboard and the innermost view.
  public var setup: SwiftUISetup
  /// The hosting view's frame in the window.
  public var hostingFrame: CGRect
  /// The hosting view's container region (its `safeAreaInsets`).
  public var container: Insets
  /// The keyboard region, measured from the hosting view's edges.
  public var keyboard: Insets
  /// The layout direction, which maps leading and trailing to left and right.
  public var direction: UserInterfaceLayoutDirection
  /// `spacing: nil`: the named assumption ``Assumptions/safeAreaInsetDefaultSpacing``.
  public var defaultSpacing: CGFloat
  /// `padding()` with no length: the named assumption ``Assumptions/defaultPadding``.
  public var defaultPadding: CGFloat
  /// Whether `containerRelativeFrame` in a scroll view subtracts its content
  /// margins (the named assumption).
  public var containerRelativeFrameSubtractsContentMargins = false

  /// Creates the fold of `setup` in a hosting view at `hostingFrame` whose container and keyboard
  /// regions are `container` and `keyboard`, with the default spacing and padding the named
  /// assumptions give.
  public init(
    setup: SwiftUISetup, hostingFrame: CGRect, container: Insets, keyboard: Insets,
    direction: UserInterfaceLayoutDirection, defaultSpacing: CGFloat, defaultPadding: CGFloat
  ) {
    self.setup = setup
    self.hostingFrame = hostingFrame
    self.container = container
    self.keyboard = keyboard
    self.direction = direction
    self.defaultSpacing = defaultSpacing
    self.defaultPadding = defaultPadding
  }

  /// The keyboard region of a hosting view: what a keyboard `height` tall
  /// from the screen's bottom covers of it.
  @inlinable
  public static func keyboardRegion(height: CGFloat, screenHeight: CGFloat, hostingFrame: CGRect)
    -> Insets
  {
    Insets(
      top: 0, left: 0, bottom: max(0, height - (screenHeight - hostingFrame.maxY)), right: 0)
  }

  /// What the fold gives: the innermost view's frame in the window and what
  /// a `GeometryReader` filling it reads.
  public struct Result: Sendable, Hashable {
    /// The innermost view's frame in the window.
    public var frame: CGRect
    /// What a `GeometryReader` filling the innermost view reads as its
    /// `safeAreaInsets` (``Facts/geometryReaderReads``).
    public var safeAreaInsets: DirectionalInsets
    /// The frame the innermost view is offered, safe area included: a
    /// scroll view's frame.
    public var offeredFrame: CGRect = .zero
    /// The safe area reaching into ``offeredFrame``, all regions.
    public var offeredSafeArea: Insets = .zero
    /// What a `GeometryReader` filling ``offeredFrame`` reads: the band of the
    /// safe area beyond its edges.
    public var offeredReads: Insets = .zero
    /// The part of it the innermost view respects (not its own
    /// `ignoresSafeArea`): what a scroll view insets its content by.
    public var respectedSafeArea: Insets = .zero
    /// What `GeometryProxy.safeAreaInsets` reads for a reader filling the
    /// innermost view, absolute: ``safeAreaInsets`` in the window's left and
    /// right.
    public var geometrySafeAreaInsets: Insets = .zero
  }

  /// What a reader whose edge lies `depth` inside the frame's on `side` reads of
  /// the band that runs from `outer` to `inner` (signed distances inward from
  /// the frame's edge): from inside the band or on its edges, the distance out
  /// to its outer edge; elsewhere zero. OpenSwiftUI allows half a pixel and
  /// 0.001 either way; the model, with no pixel, the 0.001.
  @inline(__always)
  private static func reading(_ depth: CGFloat, outer: CGFloat, inner: CGFloat) -> CGFloat {
    let slack: CGFloat = 0.001
    return depth >= outer - slack && depth <= inner + slack ? max(0, depth - outer) : 0
  }

  /// The band after a `safeAreaInset` (or `safeAreaPadding`) whose view keeps
  /// `safe` of the frame and adds up to `grown`: its own band runs from `safe`
  /// to `grown`; joined to the band before it when they meet, else alone (a
  /// reader walking out stops at a gap).
  @inline(__always)
  private static func join(
    _ safe: CGFloat, _ grown: CGFloat, outer: inout CGFloat, inner: inout CGFloat
  ) {
    if inner >= safe - 0.001 {
      inner = max(inner, grown)
    } else {
      outer = safe
      inner = grown
    }
  }

  /// A view placed at `placed` inside `frame`: it reads the overlap of both
  /// regions, as any subview does, and becomes the frame the chain goes on in.
  @inline(__always)
  private func moveInto(
    _ placed: CGRect, frame: inout CGRect, container: inout Insets, keyboard: inout Insets,
    outer: inout Insets, inner: inout Insets
  ) {
    let depth = Insets(
      top: placed.minY - frame.minY, left: placed.minX - frame.minX,
      bottom: frame.maxY - placed.maxY, right: frame.maxX - placed.maxX)
    outer = outer - depth
    inner = inner - depth
    container = SafeAreaPropagation.subviewSafeAreaInsets(
      superviewBounds: frame, superviewSafeAreaInsets: container, frame: placed)
    keyboard = SafeAreaPropagation.subviewSafeAreaInsets(
      superviewBounds: frame, superviewSafeAreaInsets: keyboard, frame: placed)
    frame = placed
  }

  /// Folds the chain, calling `visitInset(index, frame)` for each
  /// `safeAreaInset`'s content, outermost first.
  ///
  /// - Complexity: O(modifiers); allocates nothing.
  public func fold(visitInset: (Int, CGRect) -> Void = { _, _ in }) -> Result {
    let modifiers = setup.modifiers
    // The innermost view's own ignoresSafeArea: those written directly on it.
    var own = 0
    while own < modifiers.count, case .ignoresSafeArea = modifiers[own] { own += 1 }

    var frame = hostingFrame
    var container = self.container
    var keyboard = self.keyboard
    var insetIndex = 0
    // The band a GeometryReader resolves in, per edge, as signed distances
    // inward from the frame's edge: its outer edge (the hosting view's, or a
    // safeAreaInset's own) and its inner edge (the safe area's, whatever an
    // ignoresSafeArea took from layout).
    var outer = Insets.zero
    var inner = Insets.max(container, keyboard)
    // Where the next fixed frame goes in what its parent offers:
    // the hosting view centres its content; a frame places its child by its
    // own alignment.
    var childAlignment = FrameAlignment.center
    var i = modifiers.count - 1
    while i >= own {
      switch modifiers[i] {
      case .ignoresSafeArea(let regions, let edges):
        let kept = RectEdge.all.subtracting(edges.absolute(in: direction))
        // Layout loses the regions; the band a reader resolves in stays.
        if regions.contains(.container) { container = container.masked(to: kept) }
        if regions.contains(.keyboard) { keyboard = keyboard.masked(to: kept) }

      case .safeAreaInset(let edge, let alignment, let spacing, let content),
        .safeAreaBar(let edge, let alignment, let spacing, let content):
        let safe = Insets.max(container, keyboard)
        let area = frame.inset(by: safe)
        visitInset(
          insetIndex, contentFrame(in: area, edge: edge, alignment: alignment, content: content))
        insetIndex += 1
        let side = edge.absolute(in: direction)
        container[side] = max(0, safe[side] + content.length + (spacing ?? defaultSpacing))
        Self.join(safe[side], container[side], outer: &outer[side], inner: &inner[side])

      case .safeAreaPadding(let amount):
        let padding = amount.absolute(in: direction, defaultLength: defaultPadding)
        let safe = Insets.max(container, keyboard)
        for side in Side.allCases where padding[side] != 0 {
          container[side] = max(0, safe[side] + padding[side])
          Self.join(safe[side], container[side], outer: &outer[side], inner: &inner[side])
        }

      case .padding(let amount):
        let padding = amount.absolute(in: direction, defaultLength: defaultPadding)
        frame = frame.inset(by: padding)
        container = Insets.max(.zero, container - padding)
        keyboard = Insets.max(.zero, keyboard - padding)
        outer = outer - padding
        inner = inner - padding

      case .contentMargins:
        break  // an environment value for the scroll view inside; no geometry here
      case .frame(let width, let height, let alignment):
        let area = frame.inset(by: Insets.max(container, keyboard))
        let size = CGSize(width: width ?? area.width, height: height ?? area.height)
        let placed = Self.place(size, in: area, alignment: childAlignment, direction: direction)
        childAlignment = alignment
        moveInto(
          placed, frame: &frame, container: &container, keyboard: &keyboard, outer: &outer,
          inner: &inner)
      case .containerRelativeFrame(let axes, let alignment):
        // The nearest container is the window: its size less its safe area.
        let containerSize = hostingFrame.inset(by: Insets.max(self.container, self.keyboard)).size
        let area = frame.inset(by: Insets.max(container, keyboard))
        let size = CGSize(
          width: axes.contains(.horizontal) ? containerSize.width : area.width,
          height: axes.contains(.vertical) ? containerSize.height : area.height)
        let placed = Self.place(size, in: area, alignment: childAlignment, direction: direction)
        childAlignment = alignment
        moveInto(
          placed, frame: &frame, container: &container, keyboard: &keyboard, outer: &outer,
          inner: &inner)
      }
      i -= 1
    }

    // The innermost view: inside the regions it respects.
    var respectedContainer = container
    var respectedKeyboard = keyboard
    for j in 0..<own {
      guard case .ignoresSafeArea(let regions, let edges) = modifiers[j] else { continue }
      let kept = RectEdge.all.subtracting(edges.absolute(in: direction))
      if regions.contains(.container) { respectedContainer = respectedContainer.masked(to: kept) }
      if regions.contains(.keyboard) { respectedKeyboard = respectedKeyboard.masked(to: kept) }
    }
    let respected = Insets.max(respectedContainer, respectedKeyboard)
    let view = frame.inset(by: respected)
    // The reader's edge lies `respected` inside the frame's.
    var reads = Insets.zero
    var offered = Insets.zero
    for side in Side.allCases {
      reads[side] = Self.reading(respected[side], outer: outer[side], inner: inner[side])
      offered[side] = Self.reading(0, outer: outer[side], inner: inner[side])
    }
    var result = Result(frame: view, safeAreaInsets: DirectionalInsets(reads, in: direction))
    result.geometrySafeAreaInsets = reads
    // What a scroll view, which takes the whole offered frame, sees.
    result.offeredFrame = frame
    result.offeredReads = offered
    result.offeredSafeArea = SafeAreaPropagation.subviewSafeAreaInsets(
      superviewBounds: frame, superviewSafeAreaInsets: Insets.max(container, keyboard), frame: frame
    )
    result.respectedSafeArea = SafeAreaPropagation.subviewSafeAreaInsets(
      superviewBounds: frame,
      superviewSafeAreaInsets: Insets.max(respectedContainer, respectedKeyboard), frame: frame)
    return result
  }

  /// The frame of the `index`-th `safeAreaInset` content, outermost first.
  ///
  /// - Complexity: O(modifiers): one fold. A resolution keeps every frame:
  ///   ``Resolution/insetContentFrame(_:)`` reads one in O(1).
  public func insetContentFrame(_ index: Int) -> CGRect? {
    var found: CGRect?
    _ = fold { i, frame in if i == index { found = frame } }
    return found
  }

  /// A `safeAreaInset`'s content: at `edge` inside `area`, `length` deep,
  /// spanning the area or placed by `alignment` when it has a breadth.
  func contentFrame(
    in area: CGRect, edge: SwiftUIEdge, alignment: InsetAlignment, content: InsetContent
  ) -> CGRect {
    let side = edge.absolute(in: direction)
    let length = content.length
    if edge.isVertical {
      let width = content.breadth ?? area.width
      let x: CGFloat
      switch (alignment, direction) {
      case (.leading, .leftToRight), (.trailing, .rightToLeft): x = area.minX
      case (.trailing, .leftToRight), (.leading, .rightToLeft): x = area.maxX - width
      default: x = area.minX + (area.width - width) / 2
      }
      let y = side == .top ? area.minY : area.maxY - length
      return CGRect(x: x, y: y, width: width, height: length)
    } else {
      let height = content.breadth ?? area.height
      let y: CGFloat
      switch alignment {
      case .top: y = area.minY
      case .bottom: y = area.maxY - height
      default: y = area.minY + (area.height - height) / 2
      }
      let x = side == .left ? area.minX : area.maxX - length
      return CGRect(x: x, y: y, width: length, height: height)
    }
  }
}

/// A SwiftUI scene, resolved: what its innermost view gets and its scroll
/// view, from one fold (``SwiftUILayout/resolve(tracer:insetContentFrames:)``),
/// which also gives the `safeAreaInset` contents' frames
/// (``Resolution/insetContentFrame(_:)``); every SwiftUI output reads these
/// and nothing else. Plain data: it copies as bytes. The fold itself is
/// ``LayoutScene/swiftUILayout(in:)``.
public struct SwiftUIResolution: Sendable, Hashable {
  /// The innermost view's frame in the window.
  public var frame: CGRect
  /// What a `GeometryReader` filling the innermost view reads
  /// (``Facts/geometryReaderReads``): per edge, the band of the safe area
  /// beyond its edge when the edge lies in it, zero on an edge inside the safe
  /// area. For a `ScrollView` or `List` it is that rule applied to the frame
  /// the model gives the scroll view, which no source printed.
  public var safeAreaInsets: DirectionalInsets
  /// The same reading, as the scenario keys give it: ``safeAreaInsets``,
  /// `nil` for a `ScrollView` or `List`, whose reader no source printed.
  public var geometrySafeAreaInsets: DirectionalInsets? { scroll == nil ? safeAreaInsets : nil }
  /// The innermost `ScrollView` or `List`, as the fold that made this
  /// resolution left it; `nil` when the innermost view does not scroll, or
  /// for a resolution made with ``init(frame:safeAreaInsets:)``
  /// (``LayoutScene/swiftUIScroll(in:)`` then folds the chain itself).
  public private(set) var scroll: SwiftUIScrollResolution?
  /// Whether a fold made this resolution (``SwiftUILayout/resolve(tracer:)``),
  /// and so ``scroll`` is the fold's; `false` for one made with
  /// ``init(frame:safeAreaInsets:)``.
  public private(set) var isFolded = false

  /// Creates the resolution from the innermost view's frame and safe area; ``SwiftUILayout``
  /// derives them.
  public init(frame: CGRect, safeAreaInsets: DirectionalInsets) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
  }

  /// The fold's resolution, with its scroll view kept for the outputs that
  /// read it (each folded the chain again).
  @usableFromInline
  init(frame: CGRect, safeAreaInsets: DirectionalInsets, scroll: SwiftUIScrollResolution?) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.scroll = scroll
    isFolded = true
  }
}

extension SwiftUILayout {
  /// Folds the chain and reports the innermost view's frame and safe area,
  /// and the `safeAreaInset` contents, to `tracer`.
  ///
  /// - Complexity: O(modifiers); allocates nothing without a recording tracer.
  @inlinable
  public func resolve<Tracer: DerivationTracer>(tracer: inout Tracer) -> SwiftUIResolution {
    var frames: [CGRect] = []
    return resolve(tracer: &tracer, insetContentFrames: &frames)
  }

  /// Folds the chain once, reports the innermost view's frame and safe area,
  /// and the `safeAreaInset` contents, to `tracer`, and replaces `frames`
  /// with the contents' frames in the window, outermost first: with the
  /// resolution, every value the SwiftUI outputs read.
  ///
  ///     var setup = SwiftUISetup()
  ///     setup.modifiers = [
  ///       .safeAreaInset(
  ///         edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 50))
  ///     ]
  ///     let layout = SwiftUILayout(
  ///       setup: setup, hostingFrame: CGRect(x: 0, y: 0, width: 375, height: 812),
  ///       container: Insets(top: 44, left: 0, bottom: 34, right: 0), keyboard: .zero,
  ///       direction: .leftToRight, defaultSpacing: 0, defaultPadding: 16)
  ///     var tracer = NoTrace()
  ///     var frames: [CGRect] = []
  ///     _ = layout.resolve(tracer: &tracer, insetContentFrames: &frames)
  ///     frames  // [{{0, 728}, {375, 50}}]
  ///
  /// - Complexity: O(modifiers); allocates only to grow `frames` past its
  ///   capacity, and the steps' text with a recording tracer.
  @inlinable
  public func resolve<Tracer: DerivationTracer>(
    tracer: inout Tracer, insetContentFrames frames: inout [CGRect]
  ) -> SwiftUIResolution {
    frames.removeAll(keepingCapacity: true)
    var result = fold { _, frame in frames.append(frame) }
    // A scroll view takes the frame it is offered, safe area included.
    let subtracts = containerRelativeFrameSubtractsContentMargins
    let scroll = scroll(result, subtractsContentMargins: subtracts)
    // Whether there is a scroll view, asked of the bool rather than the
    // optional: `scroll != nil` copied the optional value to compare it.
    let scrolls = setup.view.scrolls
    if scrolls {
      // The scroll view's frame, and the same rule applied to it.
      result.frame = result.offeredFrame
      result.safeAreaInsets = DirectionalInsets(result.offeredReads, in: direction)
    }
    tracer.record(
      .swiftUIFrame, result.frame,
      rule: "\(setup.modifiers.count) modifiers folded outermost first over the hosting view "
        + "\(GeometryNotation.format(hostingFrame)) with container \(container) and keyboard "
        + "\(keyboard)"
        + (scrolls ? "; the \(setup.view.rawValue) takes the offered frame" : ""),
      facts: Self.facts(of: setup.modifiers), inputs: [.rootSafeAreaInsets, .rootFrame])
    // A chain with an ignoresSafeArea rests on the one print of an ignoring reader too.
    let ignores = setup.modifiers.contains {
      if case .ignoresSafeArea = $0 { true } else { false }
    }
    let readerFacts =
      ignores
      ? [Facts.geometryReaderReads, Facts.geometryReaderIgnoring] : [Facts.geometryReaderReads]
    tracer.record(
      .swiftUISafeAreaInsets, result.safeAreaInsets,
      rule: "on each edge lying between the safe area's edge and the hosting view's, the "
        + "distance from it out to the hosting view's edge; zero on an edge inside the safe area",
      facts: readerFacts, inputs: [.swiftUIFrame])
    if Tracer.isRecording, let first = frames.first {
      tracer.record(
        .insetContentFrames, first,
        rule: "outermost first: "
          + frames.enumerated().map { "\($0): \(GeometryNotation.format($1))" }
          .joined(separator: ", "),
        facts: [Facts.safeAreaInset], inputs: [.swiftUIFrame])
    }
    // The alias key reads the same value; a scroll view's reader has none.
    if !scrolls {
      tracer.record(
        .geometryProxySafeAreaInsets, result.safeAreaInsets,
        rule: "the same reading as \(Quantity.swiftUISafeAreaInsets.rawValue)",
        facts: readerFacts, inputs: [.swiftUISafeAreaInsets])
    }
    if let scroll {
      recordScroll(scroll, result: result, subtractsContentMargins: subtracts, tracer: &tracer)
    }
    return SwiftUIResolution(
      frame: result.frame, safeAreaInsets: result.safeAreaInsets, scroll: scroll)
  }

  /// The facts a chain's modifiers rest on.
  public static func facts(of modifiers: [SwiftUIModifier]) -> [Fact] {
    var facts = [Facts.swiftUIRegions]
    for modifier in modifiers {
      switch modifier {
      case .safeAreaInset(_, _, let spacing, _):
        facts.append(Facts.safeAreaInset)
        if spacing == nil { facts.append(Facts.safeAreaInsetSpacing) }
      case .ignoresSafeArea: facts.append(Facts.ignoresSafeArea)
      case .safeAreaPadding(let amount), .padding(let amount):
        facts.append(Facts.safeAreaPadding)
        if case .edges(_, nil) = amount { facts.append(Facts.defaultPadding) }
      case .contentMargins: facts.append(Facts.contentMargins)
      case .safeAreaBar(_, _, let spacing, _):
        facts.append(Facts.safeAreaBar)
        if spacing == nil { facts.append(Facts.safeAreaInsetSpacing) }
      case .frame: facts.append(Facts.swiftUIFrame)
      case .containerRelativeFrame: facts.append(Facts.containerRelativeFrame)
      }
    }
    var seen: Set<String> = []
    return facts.filter { seen.insert($0.id).inserted }
  }
}
