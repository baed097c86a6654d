import Foundation
import InsetModel

/// One column key of a scenario table: its name, whether it is an input or an
/// expected output, its notation, what it means in UIKit, the facts behind
/// it, and how it sets a `LayoutScene` (an input, through a key path) or
/// reads a `Resolution` (an output, naming the `Quantity` it reads).
///
/// A key is immutable and shared by every row of its column, so it is a class:
/// walking a row's keys copies references, not a dozen strings and closures
/// each.
public final class ScenarioKey: Sendable {
  /// What a column does.
  public enum Role: String, Sendable {
    /// The optional `scenario` label.
    case label
    /// Something app code sets (or a pinned assumption).
    case input
    /// Something app code reads back; the key ends in `?`.
    case output
  }

  /// The contract's section a key belongs to; the view kind is inferred from it.
  public enum Section: String, Sendable, CaseIterable {
    /// The `scenario` label.
    case label
    /// The device, its OS version, the orientation, the status bar and the window.
    case screen
    /// The view controller: its bars and containers, extended layout, `additionalSafeAreaInsets`
    /// and margins.
    case controller
    /// The view under test: its kind, frame, safe area, margins and layout direction.
    case view
    /// A scroll view's properties: `contentInsetAdjustmentBehavior`, `contentInset`, `contentSize`,
    /// the scroll indicators; unless the row names its `view`, a key of this section set in it
    /// makes the view a scroll view.
    case scrollView
    /// A table view's properties, its cells and sections; unless the row names its `view`, a key of
    /// this section set in it makes the view a table view.
    case tableView
    /// A collection view's flow or compositional layout and lists; unless the row names its `view`,
    /// a key of this section set in it makes the view a collection view.
    case collectionView
    /// A SwiftUI scene: its modifier chain, its keyboard and its innermost view.
    case swiftUI
    /// A view-controller hierarchy in one cell, its presentations and split views, and outputs at
    /// any of its nodes.
    case hierarchy
    /// The software keyboard and a view's `keyboardLayoutGuide`.
    case keyboard
    /// A named assumption (`assume…`): a default the model takes where sources are silent or
    /// disagree.
    case assumption
  }

  /// The header text, e.g. `contentInset` or `adjustedContentInset?`.
  public let name: String
  /// Whether the column is the label, an input or an output.
  public let role: Role
  /// The contract's section the key belongs to.
  public let section: Section
  /// The notation, as error messages name it.
  public var notation: String { notationText() }
  /// The default, in the notation or in words (inputs). For a key bound to
  /// a non-optional property it is read from `LayoutScene()`, so it cannot
  /// drift from the model.
  public var defaultValue: String { givenDefault ?? sceneDefault?() ?? "" }
  /// What the key means, in UIKit's terms.
  public let meaning: String
  /// What the key's default (an input) or its rule (an output) rests on.
  public let facts: [Fact]
  /// The UIKit property the key expresses: two input keys with the same
  /// property may not both be set in one row.
  public let property: String
  /// For an output, the derivation steps it reads, first recorded wins.
  public let quantities: [Quantity]
  /// For an input bound to a property of the scene, its key path: a problem
  /// the model finds with that property is located at this key's cell.
  public var keyPath: (AnyKeyPath & Sendable)? { (behaviour ?? binding.make()).keyPath }
  /// For an output about one node of a hierarchy, which node (its index) in
  /// a scene; `nil` reads the view under test (the innermost node).
  public let node: (@Sendable (LayoutScene) -> Int?)?

  /// For an input, a cell text drawn at random (the property tests build
  /// their scenes from these).
  let sample: @Sendable (inout SeededGenerator) -> String
  /// For an input, the one reading of a cell: sets on a scene what the
  /// cell's UTF-8 bytes hold. A value in its plain form (a number, a list of
  /// numbers, a case name: ``ScenarioValue/parsePlain(_:)``) is set straight
  /// from the bytes and `nil` returned, since such cells vary from row to
  /// row and a cache would keep what it will not see again; any other text
  /// is parsed (``parse``) and what sets it returned, for the column's cache
  /// to keep, so that a table parses each distinct text of a column once.
  let apply:
    @Sendable (UnsafeBufferPointer<UInt8>, inout LayoutScene) throws(NotationError) ->
      ParsedInput?
  /// Parses an input cell's text into what it sets, in full (``apply``'s
  /// step for a text that is not in a plain form).
  let parse: @Sendable (String) throws(NotationError) -> ParsedInput
  /// For an output, the one check of a cell: its UTF-8 bytes against the
  /// scene's resolution. A match costs no `String` (a plain value is read
  /// straight from the bytes); a mismatch words what differs, and the
  /// error says why the cell cannot be checked.
  let check:
    @Sendable (UnsafeBufferPointer<UInt8>, LayoutScene, Resolution) throws(OutputFailure) ->
      OutputCheck
  /// For an output, the computed value in the notation and whether its
  /// numbers are finite, or nil where the scene has none.
  let describe: @Sendable (LayoutScene, Resolution) -> (text: String, isFinite: Bool)?
  /// For an output of insets, directional insets, a size, a point or a rect,
  /// its value typed, so that a component of it can be an output of its own
  /// (`safeAreaInsets.top?`, ``Vocabulary/componentOutput(_:)``).
  var value: OutputValue? { (behaviour ?? binding.make()).value }

  // What a key works out only when asked. Building the vocabulary is part of
  // every `insets run`, and instantiating a key path (its class's generic
  // metadata, its components' types by mangled name), formatting a default,
  // listing an enum's cases for its notation or finding an output's gate cost
  // the runtime far more than the rest of a key, and a table uses a few keys.

  /// ``notation``, worked out when read.
  private let notationText: @Sendable () -> String
  /// ``defaultValue`` where the key gives it in words or as a value.
  private let givenDefault: String?
  /// ``defaultValue`` where it is read from `LayoutScene()`, when read.
  private let sceneDefault: (@Sendable () -> String)?
  /// What a table calls for the key's cells, as ``bound()`` works it out;
  /// `nil` in the vocabulary's own keys, whose ``parse``, ``check`` and the
  /// rest work it out at each call.
  private let behaviour: Behaviour?
  /// Works out ``behaviour``.
  private let binding: Binding

  /// What a table calls for a key's cells: an input's parsing and setting,
  /// an output's checking and describing, bound to the scene (an input's
  /// property offset, an output's gate).
  struct Behaviour: Sendable {
    let apply:
      @Sendable (UnsafeBufferPointer<UInt8>, inout LayoutScene) throws(NotationError) ->
        ParsedInput?
    let parse: @Sendable (String) throws(NotationError) -> ParsedInput
    let check:
      @Sendable (UnsafeBufferPointer<UInt8>, LayoutScene, Resolution) throws(OutputFailure) ->
        OutputCheck
    let describe: @Sendable (LayoutScene, Resolution) -> (text: String, isFinite: Bool)?
    let value: OutputValue?
    /// For an input bound to a property of the scene, its key path.
    let keyPath: (AnyKeyPath & Sendable)?

    /// The label's, by default: it sets nothing and checks nothing.
    init(
      apply:
        @escaping @Sendable (UnsafeBufferPointer<UInt8>, inout LayoutScene) throws(NotationError)
        -> ParsedInput? = { _, _ throws(NotationError) in nil },
      parse: @escaping @Sendable (String) throws(NotationError) -> ParsedInput = {
        _ throws(NotationError) in ParsedInput { _ in }
      },
      check:
        @escaping @Sendable (UnsafeBufferPointer<UInt8>, LayoutScene, Resolution)
        throws(OutputFailure) -> OutputCheck = { _, _, _ throws(OutputFailure) in .match },
      describe:
        @escaping @Sendable (LayoutScene, Resolution) -> (text: String, isFinite: Bool)? = {
          _, _ in nil
        },
      value: OutputValue? = nil, keyPath: (AnyKeyPath & Sendable)? = nil
    ) {
      self.apply = apply
      self.parse = parse
      self.check = check
      self.describe = describe
      self.value = value
      self.keyPath = keyPath
    }
  }

  /// Works out a key's ``Behaviour``. A class, so that the closures of a key
  /// not yet bound, which capture it alone, need no context of their own.
  final class Binding: Sendable {
    let make: @Sendable () -> Behaviour

    init(_ make: @escaping @Sendable () -> Behaviour) { self.make = make }
  }

  /// This key as a table uses it: an input bound to a property of the scene
  /// sets it at its offset (``setter(_:)``), an output has its gate
  /// (``OutputGate``), both worked out here, when a table names the key,
  /// rather than for every key when the vocabulary is built. ``Vocabulary``'s
  /// subscript gives keys so bound; a bound key is itself.
  func bound() -> ScenarioKey {
    if behaviour != nil { return self }
    return ScenarioKey(
      name: name, role: role, section: section, notation: notationText,
      givenDefault: givenDefault, sceneDefault: sceneDefault, meaning: meaning, facts: facts,
      property: property, quantities: quantities, node: node, sample: sample,
      behaviour: binding.make(), binding: binding)
  }

  /// The sources behind the key, each once, in the order its facts cite them.
  public var citations: [Citation] {
    var seen: Set<Citation> = []
    return facts.flatMap(\.citations).filter { seen.insert($0).inserted }
  }

  /// The weakest provenance among the key's facts (`nil` without facts).
  public var weakestProvenance: Provenance? {
    facts.map(\.provenance).max { $0.kind < $1.kind }
  }

  /// A cell text for this input, drawn at random.
  public func sampleText(_ generator: inout SeededGenerator) -> String { sample(&generator) }

  // MARK: Inputs

  /// An input bound to a property of the scene; its default is what
  /// `LayoutScene()` holds there (`none` where that prints as nothing, as an
  /// empty modifier chain does), or `default` where it depends on other
  /// inputs (the `iOSVersion` on the `device`). The key path is an
  /// autoclosure, instantiated only when the key is used (``bound()``).
  ///
  /// `set`, when given, sets the value instead of `path`: a path through a
  /// computed property is written by the key-path machinery, which
  /// allocates and looks up generic metadata on every write.
  static func input<V: ScenarioValue>(
    _ name: String, _ section: Section,
    _ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<LayoutScene, V> & Sendable,
    default defaultValue: String? = nil, notation: String? = nil, meaning: String, facts: [Fact],
    property: String? = nil, sample: (@Sendable (inout SeededGenerator) -> String)? = nil,
    set: (@Sendable (inout LayoutScene, V) -> Void)? = nil
  ) -> ScenarioKey {
    var sceneDefault: (@Sendable () -> String)?
    if defaultValue == nil {
      sceneDefault = {
        let text = LayoutScene()[keyPath: path()].formatted
        return text.isEmpty ? "none" : text
      }
    }
    return input(
      name, section, V.self, default: defaultValue, sceneDefault: sceneDefault,
      notation: notation, meaning: meaning, facts: facts, property: property, sample: sample,
      bind: {
        let path = path()
        return .input(V.self, keyPath: path, set: set ?? setter(path))
      })
  }

  /// An input bound to an optional property of the scene, whose `nil` (the
  /// default) `default` says in words.
  static func input<V: ScenarioValue>(
    _ name: String, _ section: Section,
    _ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<LayoutScene, V?> & Sendable,
    default defaultValue: String, notation: String? = nil, meaning: String, facts: [Fact],
    property: String? = nil, sample: (@Sendable (inout SeededGenerator) -> String)? = nil,
    set: (@Sendable (inout LayoutScene, V) -> Void)? = nil
  ) -> ScenarioKey {
    input(
      name, section, V.self, default: defaultValue, sceneDefault: nil, notation: notation,
      meaning: meaning,
      facts: facts, property: property, sample: sample,
      bind: {
        let path = path()
        return .input(V.self, keyPath: path, set: set ?? setter(path))
      })
  }

  /// What sets a parsed value at `path`. A path of stored properties (the
  /// screen's, controller's, view's and scroll view's inputs) is set at its
  /// offset in the scene, which costs a store; a key path write goes through
  /// the runtime (`swift_setAtWritableKeyPath`), which on a table's every
  /// input cell was a tenth of `run`. `MemoryLayout.offset(of:)` is `nil`
  /// for a path through a computed property (the SwiftUI and compositional
  /// layout inputs), which is then set through the key path.
  private static func setter<V>(
    _ path: WritableKeyPath<LayoutScene, V> & Sendable
  ) -> @Sendable (inout LayoutScene, V) -> Void {
    guard let offset = MemoryLayout<LayoutScene>.offset(of: path) else {
      return { $0[keyPath: path] = $1 }
    }
    return { scene, value in
      withUnsafeMutableBytes(of: &scene) { raw in
        // The offset of a stored property of the scene, as the standard
        // library documents for setting it through a pointer.
        guard let base = raw.baseAddress else { return }
        (base + offset).assumingMemoryBound(to: V.self).pointee = value
      }
    }
  }

  /// ``setter(_:)`` for an optional property set to a value.
  private static func setter<V>(
    _ path: WritableKeyPath<LayoutScene, V?> & Sendable
  ) -> @Sendable (inout LayoutScene, V) -> Void {
    let set: @Sendable (inout LayoutScene, V?) -> Void = setter(path)
    return { set(&$0, $1) }
  }

  private static func input<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, default givenDefault: String?,
    sceneDefault: (@Sendable () -> String)?, notation: String? = nil, meaning: String,
    facts: [Fact], property: String?, sample: (@Sendable (inout SeededGenerator) -> String)?,
    bind: @escaping @Sendable () -> Behaviour
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, role: .input, section: section, notation: { notation ?? V.notation },
      givenDefault: givenDefault, sceneDefault: sceneDefault, meaning: meaning, facts: facts,
      property: property ?? name, quantities: [], node: nil,
      sample: sample ?? { V.sample(&$0).formatted }, behaviour: nil, binding: Binding(bind))
  }

  // MARK: Outputs

  /// An output key of type `V` that reads `quantities` (first recorded wins);
  /// `read` gives `nil` where the value does not exist for the scene, which
  /// is an error located at the cell.
  static func output<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, reads quantities: [Quantity],
    meaning: String, facts: [Fact], unavailable: String = "",
    read: @escaping @Sendable (Resolution) -> V?
  ) -> ScenarioKey {
    output(
      name, section, type, reads: quantities, meaning: meaning, facts: facts,
      unavailable: unavailable, readInScene: { _, resolution in read(resolution) })
  }

  /// An output key read from the resolution with its scene: for values that
  /// need the scene's own lists (a flow layout's items, a SwiftUI chain).
  static func output<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, reads quantities: [Quantity],
    meaning: String, facts: [Fact], unavailable: String = "",
    node: (@Sendable (LayoutScene) -> Int?)? = nil,
    readInScene ungated: @escaping @Sendable (LayoutScene, Resolution) -> V?
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, role: .output, section: section, notation: { V.notation }, givenDefault: "",
      sceneDefault: nil, meaning: meaning, facts: facts, property: name, quantities: quantities,
      node: node, sample: { _ in "" }, behaviour: nil,
      binding: Binding { .output(name, unavailable: unavailable, read: ungated) })
  }

  /// The `scenario` label.
  static let label = ScenarioKey(
    name: "scenario", role: .label, section: .label, notation: { "free text" },
    givenDefault: "none", sceneDefault: nil, meaning: "labels the row in reports", facts: [],
    property: "scenario", quantities: [], node: nil, sample: { _ in "" },
    behaviour: Behaviour(), binding: Binding { Behaviour() })

  private init(
    name: String, role: Role, section: Section, notation: @escaping @Sendable () -> String,
    givenDefault: String?, sceneDefault: (@Sendable () -> String)?, meaning: String,
    facts: [Fact], property: String, quantities: [Quantity],
    node: (@Sendable (LayoutScene) -> Int?)?,
    sample: @escaping @Sendable (inout SeededGenerator) -> String, behaviour: Behaviour?,
    binding: Binding
  ) {
    self.name = name
    self.role = role
    self.section = section
    self.notationText = notation
    self.givenDefault = givenDefault
    self.sceneDefault = sceneDefault
    self.meaning = meaning
    self.facts = facts
    self.property = property
    self.quantities = quantities
    self.node = node
    self.sample = sample
    self.behaviour = behaviour
    self.binding = binding
    if let behaviour {
      apply = behaviour.apply
      parse = behaviour.parse
      check = behaviour.check
      describe = behaviour.describe
    } else {
      // Not yet bound: each call works the behaviour out.
      apply = { (bytes, scene) throws(NotationError) in try binding.make().apply(bytes, &scene) }
      parse = { (text) throws(NotationError) in try binding.make().parse(text) }
      check = { (bytes, scene, resolution) throws(OutputFailure) in
        try binding.make().check(bytes, scene, resolution)
      }
      describe = { scene, resolution in binding.make().describe(scene, resolution) }
    }
  }
}

extension ScenarioKey.Behaviour {
  /// An input's: parses a `V` and sets it with `set`.
  static func input<V: ScenarioValue>(
    _ type: V.Type, keyPath: AnyKeyPath & Sendable,
    set: @escaping @Sendable (inout LayoutScene, V) -> Void
  ) -> Self {
    let plain = V.plainReader()
    let parse: @Sendable (String) throws(NotationError) -> ParsedInput = {
      (text) throws(NotationError) in
      let value = try V.parse(text)
      return ParsedInput { set(&$0, value) }
    }
    return Self(
      apply: { (bytes, scene) throws(NotationError) in
        if let value = plain(bytes) {
          set(&scene, value)
          return nil
        }
        let input = try parse(String(decoding: bytes, as: UTF8.self))
        input.set(&scene)
        return input
      }, parse: parse, keyPath: keyPath)
  }

  /// An output's, reading `ungated` where the scene's release has the output
  /// (``OutputGate``).
  static func output<V: ScenarioValue>(
    _ name: String, unavailable: String,
    read ungated: @escaping @Sendable (LayoutScene, Resolution) -> V?
  ) -> Self {
    // An output that arrived after the scene's release has no value there.
    let gate = OutputGate.of(name)
    let read: @Sendable (LayoutScene, Resolution) -> V?
    if let gate {
      read = { scene, resolution in
        guard gate.isOpen(scene.screen.iOSVersion) else { return nil }
        return ungated(scene, resolution)
      }
    } else {
      read = ungated
    }
    let plain = V.plainReader()
    return Self(
      check: { (bytes, scene, resolution) throws(OutputFailure) in
        // A value in its plain form is read straight from the bytes; any
        // other cell is read in full, and may end in a tolerance of its
        // own: `677.3 ±0.05`.
        let expected: V
        var tolerance: CGFloat?
        if let value = plain(bytes) {
          expected = value
        } else {
          do throws(NotationError) {
            let text = String(decoding: bytes, as: UTF8.self)
            let written =
              CellTolerance.mayHold(bytes)
              ? try CellTolerance.split(text)
              : CellTolerance.Split(value: text, tolerance: nil, toleranceOffset: 0)
            expected = try V.parse(written.value)
            tolerance = written.tolerance
            if tolerance != nil, !CellTolerance.applies(to: expected) {
              throw NotationError(
                offset: written.toleranceOffset,
                message: "a tolerance applies to numbers; \(V.notation) has none")
            }
          } catch {
            throw .notation(error)
          }
        }
        guard let actual = read(scene, resolution) else {
          if let gate, !gate.isOpen(scene.screen.iOSVersion) {
            throw .unavailable(gate.message(scene.screen.iOSVersion))
          }
          throw .unavailable(unavailable)
        }
        guard actual.isFinite else { throw .notFinite(actual.formatted) }
        guard let tolerance else {
          return actual.matches(expected)
            ? .match
            : .mismatch(
              expected: expected.formatted, actual: actual.formatted,
              differing: OutputCheck.differing(actual, expected))
        }
        let differing = OutputCheck.differing(actual, expected, tolerance: tolerance)
        return differing.isEmpty
          ? .match
          : .mismatch(
            expected: expected.formatted + " ±" + PointNotation.format(tolerance),
            actual: actual.formatted, differing: differing)
      },
      describe: { read($0, $1).map { ($0.formatted, $0.isFinite) } },
      value: OutputValue(V.self, unavailable: unavailable, read: read))
  }
}

/// What an input cell sets, once parsed. A class, so that the parse cache
/// can call a kept one without retaining it (``InputCache``).
final class ParsedInput: Sendable {
  let set: @Sendable (inout LayoutScene) -> Void

  init(_ set: @escaping @Sendable (inout LayoutScene) -> Void) { self.set = set }
}

/// Parsed input cells of one table, by column and text: rows repeat their
/// devices, enums and sizes, and a text is parsed once while its slot holds
/// it.
///
/// Direct-mapped: each column that stores a text has ``slotsPerColumn``
/// slots, and a text goes to the slot its FNV-1a hash picks, replacing what
/// was there. A lookup is one hash of the text's bytes and one comparison,
/// with no `Hasher`; the memory is fixed by the table's input columns (a
/// column's slots are made at its first store, and output columns store
/// nothing), never by its length, nor by how many outputs it has (a row of
/// 50,000 output columns made 13 million slots, 700 MB).
struct InputCache {
  /// A slot: what a cell text parsed to (its UTF-8 bytes are ``texts``').
  typealias Entry = Result<ParsedInput, NotationError>
  /// Slots per column (a power of two).
  static let slotsPerColumn = 256
  /// A column's block of empty tags.
  private static let noTags = [UInt64](repeating: 0, count: slotsPerColumn)
  /// A column's block of empty setters.
  private static let noSetters = [Unmanaged<ParsedInput>?](repeating: nil, count: slotsPerColumn)
  /// The slots, a block of ``slotsPerColumn`` for each column that has
  /// stored a text, in the order of their first stores.
  private var slots: [Entry?] = []
  /// Each slot's text's UTF-8 bytes, empty for an empty slot: apart from
  /// what it parsed to, so that comparing a text reads its bytes where
  /// they lie and retains nothing.
  private var texts: [[UInt8]] = []
  /// A column's block of empty texts.
  private static let noTexts = [[UInt8]](repeating: [], count: slotsPerColumn)
  /// Each column's block of slots, plus one; 0 for a column that has stored
  /// nothing. Allocated at the first store.
  private var blocks: [Int32] = []
  /// Each slot's text's hash (never 0), 0 for an empty slot: eight bytes a
  /// slot, so that a lookup reads a slot's text only when its hash matches.
  private var tags: [UInt64] = []
  /// Each slot's parsed input, unretained (`nil` for a text in error): the
  /// slot's `Result` owns it, and is replaced only with it. Calling it this
  /// way costs no reference counting, which copying it out of its slot did
  /// (two retains and releases a cell).
  private var setters: [Unmanaged<ParsedInput>?] = []
  /// The table's width.
  var columns = 0

  /// A text's hash, eight bytes at a time (never 0).
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return h | 1 }
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i + 8 <= bytes.count {
      h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 29
      i += 8
    }
    // The last one to seven bytes as one word, without a loop: the last
    // eight bytes shifted down past those read already, or, in a shorter
    // text, two words of four that overlap, or its first, middle and last
    // bytes (each way covering every byte, for a text of its length).
    let rest = bytes.count - i
    if rest > 0 {
      let word: UInt64
      if bytes.count >= 8 {
        word =
          raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) >> (64 - 8 * rest)
      } else if rest >= 4 {
        word =
          UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
          | UInt64(raw.loadUnaligned(fromByteOffset: rest - 4, as: UInt32.self)) << 32
      } else {
        word = UInt64(base[0]) | UInt64(base[rest / 2]) << 8 | UInt64(base[rest - 1]) << 16
      }
      h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 29
    }
    h = (h ^ (h >> 32)) &* 0xC4CE_B9FE_1A85_EC53
    return h | 1
  }

  /// The slot of a text of hash `hash` in the block `block`.
  private func slot(block: Int, _ hash: UInt64) -> Int {
    block * Self.slotsPerColumn + Int((hash >> 40) & UInt64(Self.slotsPerColumn - 1))
  }

  /// The slot holding the text `bytes` in `column`, if one does.
  private func find(_ column: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard column < blocks.count else { return nil }
    let block = Int(blocks[column]) - 1
    guard block >= 0 else { return nil }
    let hash = Self.hash(bytes)
    let i = slot(block: block, hash)
    guard tags[i] == hash,
      texts[i].withUnsafeBufferPointer({ Self.same($0, bytes) })
    else { return nil }
    return i
  }

  /// What the text `bytes` in `column` parsed to, if its slot holds it.
  func parsed(
    _ column: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<ParsedInput, NotationError>? {
    find(column, bytes).flatMap { slots[$0] }
  }

  /// Whether two texts have the same bytes.
  private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard a.count == b.count else { return false }
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
    return memcmp(pa, pb, a.count) == 0
  }

  /// Sets what the text `bytes` in `column` parsed to on `scene`, if its
  /// slot holds it: `true` when it did, `false` when the text is an error,
  /// `nil` when the slot holds another text.
  func apply(_ column: Int, _ bytes: UnsafeBufferPointer<UInt8>, to scene: inout LayoutScene)
    -> Bool?
  {
    guard let i = find(column, bytes) else { return nil }
    guard let setter = setters[i] else { return false }
    setter._withUnsafeGuaranteedRef { $0.set(&scene) }
    return true
  }

  /// What `text` in `column` parsed to, if its slot holds it.
  func parsed(_ column: Int, _ text: String) -> Result<ParsedInput, NotationError>? {
    var text = text
    return text.withUTF8 { parsed(column, $0) }
  }

  /// Keeps what the text `bytes` in `column` parsed to, in its slot.
  mutating func store(
    _ column: Int, _ bytes: UnsafeBufferPointer<UInt8>,
    _ parsed: Result<ParsedInput, NotationError>
  ) {
    guard column < columns, column <= Int(Int32.max) else { return }
    if blocks.isEmpty { blocks = Array(repeating: 0, count: columns) }
    var block = Int(blocks[column]) - 1
    if block < 0 {
      block = slots.count / Self.slotsPerColumn
      blocks[column] = Int32(truncatingIfNeeded: block + 1)
      // Each slot set to `nil` in place: `Array(repeating: nil, count:)`
      // copied the `nil` into each through an outlined copy of the
      // optional entry, about a hundred instructions a slot, which for a
      // table of ten columns cost more than the vocabulary.
      slots += [Entry?](unsafeUninitializedCapacity: Self.slotsPerColumn) {
        buffer, initialized in
        for i in buffer.indices { buffer.initializeElement(at: i, to: nil) }
        initialized = buffer.count
      }
      // Appended from arrays of a block's worth: `repeatElement` was
      // copied an element at a time through the generic sequence copy in
      // a debug build, an array in one copy.
      tags += Self.noTags
      texts += Self.noTexts
      setters += Self.noSetters
    }
    let hash = Self.hash(bytes)
    let i = slot(block: block, hash)
    slots[i] = parsed
    texts[i] = Array(bytes)
    tags[i] = hash
    if case .success(let input) = parsed {
      setters[i] = Unmanaged.passUnretained(input)
    } else {
      setters[i] = nil
    }
  }

  /// Keeps what `text` in `column` parsed to, in its slot.
  mutating func store(_ column: Int, _ text: String, _ parsed: Result<ParsedInput, NotationError>) {
    var text = text
    text.withUTF8 { store(column, $0, parsed) }
  }
  /// For each column, the earlier columns whose keys set the same UIKit
  /// property (worked out once per table, not per row).
  var samePropertyBefore: [[Int]]?

  /// ``samePropertyBefore`` for `keys`.
  ///
  /// - Complexity: O(keys): one dictionary from each property to the input
  ///   columns that set it so far (a property has at most a few keys, and a
  ///   header repeats none).
  static func samePropertyBefore(_ keys: [ScenarioKey]) -> [[Int]] {
    var inputColumns: [String: [Int]] = [:]
    var result: [[Int]] = []
    result.reserveCapacity(keys.count)
    for (i, key) in keys.enumerated() {
      result.append(inputColumns[key.property] ?? [])
      if key.role == .input { inputColumns[key.property, default: []].append(i) }
    }
    return result
  }
}

/// A set of key sections, as bits: a row's sections are gathered for every
/// row, and a `Set` of a string-backed enum hashes strings to do it.
struct SectionSet: Sendable, Equatable {
  private var bits: UInt16 = 0

  init() {}
  init(_ sections: [ScenarioKey.Section]) { for s in sections { insert(s) } }

  mutating func insert(_ section: ScenarioKey.Section) { bits |= Self.bit(section) }
  func contains(_ section: ScenarioKey.Section) -> Bool { bits & Self.bit(section) != 0 }

  private static func bit(_ section: ScenarioKey.Section) -> UInt16 {
    switch section {
    case .label: 1 << 0
    case .screen: 1 << 1
    case .controller: 1 << 2
    case .view: 1 << 3
    case .scrollView: 1 << 4
    case .tableView: 1 << 5
    case .collectionView: 1 << 6
    case .swiftUI: 1 << 7
    case .assumption: 1 << 8
    case .hierarchy: 1 << 9
    case .keyboard: 1 << 10
    }
  }
}

/// The result of checking one output cell.
enum OutputCheck: Sendable, Equatable {
  case match
  /// The values differ; `differing` names each number that differs beyond
  /// the tolerance, with the computed value (`top (59 here)`).
  case mismatch(expected: String, actual: String, differing: [String])

  /// The names of the numbers that differ between two values, beyond the
  /// contract's tolerance, typed: nothing is parsed back from text.
  static func differing<V>(
    _ actual: V, _ expected: V, tolerance: CGFloat = ScenarioTolerance.points
  ) -> [String] {
    guard let a = (actual as? any Derivable)?.derivedValue.components,
      let e = (expected as? any Derivable)?.derivedValue.components, a.count == e.count
    else { return [] }
    return zip(a, e).compactMap { a, e in
      abs(a.value - e.value) > tolerance
        ? "\(a.name) (\(PointNotation.format(a.value)) here)" : nil
    }
  }
}

/// Why an output cell could not be checked.
enum OutputFailure: Error, Sendable {
  /// The expected value does not follow the notation.
  case notation(NotationError)
  /// The scene has no such value (e.g. `adjustedContentInset?` of a plain view).
  case unavailable(String)
  /// The computed value has a number that is not finite (a `scale` of 0).
  case notFinite(String)
}
