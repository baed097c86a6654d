import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// The vocabulary's own keys work out their behaviour at each call (an
/// input's key path, an output's gate); the keys its subscript gives are
/// bound once (an input set at its offset in the scene). Both must do the
/// same.
@Suite("Key binding")
struct KeyBindingTests {
  let vocabulary = Vocabulary.standard

  /// Every input sets the same scene bound as unbound, from its sample
  /// texts, parsed or in their plain form, and what it sets is what its key
  /// path reads: an offset that missed the property would change another.
  @Test func boundInputsSetWhatTheirKeyPathsRead() throws {
    var g = SeededGenerator(seed: 2_026_112_501)
    var changed = 0
    for key in vocabulary.keys where key.role == .input {
      let bound = try #require(vocabulary[key.name])
      #expect(bound !== key, "`\(key.name)` is not bound")
      let path = try #require(bound.keyPath.map { $0 as AnyKeyPath }, "`\(key.name)`")
      #expect(key.keyPath.map { $0 as AnyKeyPath } == path, "`\(key.name)`")
      // A stored property is set at its offset: what is set there must be
      // what the key path reads. (A computed one may build what it sets in,
      // and read the same before and after.)
      let stored = (path as? PartialKeyPath<LayoutScene>).flatMap {
        MemoryLayout<LayoutScene>.offset(of: $0)
      }
      for _ in 0..<4 {
        let text = key.sampleText(&g)
        guard !text.isEmpty else { continue }  // an empty cell sets nothing
        var viaPath = LayoutScene()
        var viaBound = LayoutScene()
        try key.parse(text).set(&viaPath)
        try bound.parse(text).set(&viaBound)
        #expect(viaBound == viaPath, "`\(key.name)` = `\(text)`")
        if viaBound != LayoutScene() { changed += 1 }
        if viaBound != LayoutScene(), stored != nil {
          #expect(
            String(describing: viaBound[keyPath: path])
              != String(describing: LayoutScene()[keyPath: path]),
            "`\(key.name)` = `\(text)` changes the scene, but not at its key path")
        }

        // The one reading of a cell's bytes sets what its parse sets.
        var appliedViaPath = LayoutScene()
        var appliedViaBound = LayoutScene()
        var bytes = text
        // `try?` would flatten the reading's `nil` (a plain value, set
        // straight from the bytes) into a failure: whether it throws is asked.
        func reads(
          _ key: ScenarioKey, _ cell: UnsafeBufferPointer<UInt8>, into scene: inout LayoutScene
        ) -> Bool {
          do {
            _ = try key.apply(cell, &scene)
            return true
          } catch {
            return false
          }
        }
        let (readViaPath, readViaBound) = bytes.withUTF8 {
          (reads(key, $0, into: &appliedViaPath), reads(bound, $0, into: &appliedViaBound))
        }
        #expect(readViaPath && readViaBound, "`\(key.name)` = `\(text)`")
        #expect(appliedViaBound == appliedViaPath, "`\(key.name)` = `\(text)`")
        #expect(appliedViaBound == viaBound, "`\(key.name)` = `\(text)`")
      }
    }
    // The samples set something: a comparison of two scenes left as they
    // were would pass whatever the setters did.
    #expect(changed > 200)
  }

  /// An input whose property is computed is set by its own closure, not by
  /// a key-path write (which allocates on every row): what that closure
  /// changes must be exactly what a write of the value through the key path
  /// changes. A closure that set a neighbouring property would leave the
  /// key path reading its default, and the two scenes would differ.
  @Test func computedInputsSetWhatTheirKeyPathsWrite() throws {
    var g = SeededGenerator(seed: 2_026_112_601)
    var computed = 0
    var compared = 0
    for key in vocabulary.keys where key.role == .input {
      let bound = try #require(vocabulary[key.name])
      guard let path = bound.keyPath.map({ $0 as AnyKeyPath }),
        let partial = path as? PartialKeyPath<LayoutScene>,
        MemoryLayout<LayoutScene>.offset(of: partial) == nil
      else { continue }
      computed += 1
      /// The scene `set` made, rebuilt from the default by writing what
      /// the key path reads of it back through the key path.
      func rewritten<V>(_: V.Type, from set: LayoutScene) -> LayoutScene? {
        guard let writable = path as? WritableKeyPath<LayoutScene, V> else { return nil }
        var scene = LayoutScene()
        scene[keyPath: writable] = set[keyPath: writable]
        return scene
      }
      for _ in 0..<4 {
        let text = key.sampleText(&g)
        guard !text.isEmpty else { continue }
        var viaBound = LayoutScene()
        try bound.parse(text).set(&viaBound)
        let valueType = type(of: path).valueType
        let rebuilt = rewritten(valueType, from: viaBound)
        let viaKeyPath = try #require(rebuilt, "`\(key.name)`")
        #expect(viaKeyPath == viaBound, "`\(key.name)` = `\(text)`")
        compared += 1
      }
    }
    // The keys the engine sets through their own closures: the SwiftUI
    // chain's, the compositional layout's, the child's, the margins'.
    #expect(computed >= 30, "\(computed)")
    #expect(compared >= 100, "\(compared)")
  }

  /// Every output describes and matches the same bound as unbound, gates
  /// included: on iOS 10 an output that arrived in iOS 11 has no value.
  @Test func boundOutputsReadWhatUnboundOnesRead() throws {
    var phone = LayoutScene()
    try vocabulary["device"]?.parse("iPhone 14 Pro").set(&phone)
    var legacy = phone
    try vocabulary["iOSVersion"]?.parse("10").set(&legacy)
    var described = 0
    for scene in [LayoutScene(), phone, legacy] {
      let resolution = scene.resolve()
      for key in vocabulary.keys where key.role == .output {
        let bound = try #require(vocabulary[key.name])
        let text = key.describe(scene, resolution)?.text
        #expect(bound.describe(scene, resolution)?.text == text, "`\(key.name)`")
        guard let text else { continue }
        described += 1
        var bytes = text
        bytes.withUTF8 {
          let viaBound = try? bound.check($0, scene, resolution)
          #expect(viaBound == (try? key.check($0, scene, resolution)), "`\(key.name)` = `\(text)`")
          // What an output describes, checked, matches.
          #expect(viaBound == .match, "`\(key.name)` = `\(text)`")
        }
      }
    }
    #expect(described > 50)
    let resolution = legacy.resolve()
    #expect(vocabulary["safeAreaInsets?"]?.describe(legacy, resolution) == nil)
    #expect(vocabulary["safeAreaInsets?"]?.describe(phone, phone.resolve())?.text != nil)
  }

  /// Indexed and component outputs, made at the lookup, come bound too,
  /// with their gates (iOS 7 has neither safe areas nor layout margins).
  @Test func madeOutputsAreBound() throws {
    var scene = LayoutScene()
    try vocabulary["device"]?.parse("iPhone 14 Pro").set(&scene)
    try vocabulary["hierarchy"]?.parse("UINavigationController > UIViewController").set(&scene)
    var legacy = scene
    try vocabulary["iOSVersion"]?.parse("7").set(&legacy)
    for name in ["safeAreaInsets[1]?", "safeAreaInsets.top?", "layoutMargins[1]?"] {
      let key = try #require(vocabulary[name], "\(name)")
      #expect(key.bound() === key, "`\(name)`")
      #expect(key.describe(scene, scene.resolve()) != nil, "`\(name)`")
      #expect(key.describe(legacy, legacy.resolve()) == nil, "`\(name)` reads on iOS 7")
    }
  }
}

@Suite("Key name index")
struct NameIndexTests {
  func keys(_ names: [String]) -> [ScenarioKey] {
    names.map {
      ScenarioKey.output($0, .view, CGFloat.self, reads: [], meaning: "", facts: []) { _ in nil }
    }
  }

  @Test func findsEveryNameAtItsFirstPosition() {
    let names = (0..<300).map { "key\($0)" } + ["key7", "scenario", "key7"]
    let keys = keys(names)
    let index = NameIndex(names)
    for (position, name) in names.enumerated() {
      #expect(
        index.first(name, among: keys) == names.firstIndex(of: name), "\(name) at \(position)")
    }
    #expect(index.first("key7", among: keys) == 7)
    #expect(index.first("key300", among: keys) == nil)
    #expect(index.first("", among: keys) == nil)
    #expect(index.first("Key1", among: keys) == nil)
  }

  @Test func anEmptyIndexFindsNothing() {
    #expect(NameIndex([]).first("scenario", among: []) == nil)
  }
}
