import Foundation
import InsetModel
import InsetScenarios
import Testing

@Suite("Window and region notation")
struct WindowNotationTests {
  @Test(arguments: [
    ("safeArea", LayoutRegion.safeArea(cornerAdaptation: nil)),
    (".safeArea()", .safeArea(cornerAdaptation: nil)),
    (".safeArea(cornerAdaptation: nil)", .safeArea(cornerAdaptation: nil)),
    (".margins(cornerAdaptation: .horizontal)", .margins(cornerAdaptation: .horizontal)),
    ("readableContent(cornerAdaptation: vertical)", .readableContent(cornerAdaptation: .vertical)),
    (".bar(onEdge: .trailing, extent: 84)", .bar(onEdge: .trailing, extent: 84)),
    (".bar(onEdge: top, extent: 44.5)", .bar(onEdge: .top, extent: 44.5)),
  ])
  func layoutRegions(text: String, value: LayoutRegion) throws {
    let parsed = try LayoutRegion.parse(text)
    #expect(parsed == value)
    #expect(try LayoutRegion.parse(parsed.formatted) == value)
  }

  @Test(arguments: [
    ".margin", ".safeArea(cornerAdaptation: .diagonal)", ".safeArea(corner: .vertical)",
    ".bar(onEdge: .middle, extent: 4)", ".bar(onEdge: .top)", ".bar(onEdge: .top, extent: -1)",
    ".margins(cornerAdaptation: .horizontal", ".safeArea(.horizontal)",
  ])
  func malformedLayoutRegions(text: String) {
    #expect(notationError(LayoutRegion.self, text) != nil, "\(text)")
  }

  @Test func aMisspeltRegionIsSuggested() {
    #expect(notationError(LayoutRegion.self, ".margin")?.contains("`.margins`") == true)
  }

  @Test func theBareIPhoneDuoAsksForADisplay() {
    let message = notationError(Device.self, "iPhone Duo")
    #expect(message?.contains("`iPhone Duo (folded)`") == true)
    #expect(message?.contains("`iPhone Duo (unfolded)`") == true)
  }

  @Test func samplesParse() throws {
    var g = SeededGenerator(seed: 16)
    for _ in 0..<200 {
      let region = LayoutRegion.sample(&g)
      #expect(try LayoutRegion.parse(region.formatted).matches(region))
    }
  }
}
