// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "InsetModel",
  products: [
    // MARK: Libraries
    /// The model: pure value types and pure functions, no I/O.
    .library(name: "InsetModel", targets: ["InsetModel"]),
    /// The scenario-table engine: reader, notation, vocabulary, runner.
    .library(name: "InsetScenarios", targets: ["InsetScenarios"]),
    /// A resolved scene drawn as SVG (returns text; no I/O).
    .library(name: "InsetDiagrams", targets: ["InsetDiagrams"]),
    /// Runs scenario tables inside a test target (XCTest or Swift Testing).
    .library(name: "InsetScenariosTesting", targets: ["InsetScenariosTesting"]),
    /// Finds hard-coded insets in legacy Swift, Objective-C and storyboards (pure; no I/O).
    .library(name: "InsetPort", targets: ["InsetPort"]),
    // MARK: Tool
    .executable(name: "insets", targets: ["insets"]),
    /// `swift package insets-port`: `insets port` on a package's own targets.
    .plugin(name: "InsetsPort", targets: ["InsetsPort"]),
    // MARK: Benchmarks (nothing depends on them)
    .executable(name: "insets-benchmarks", targets: ["insets-benchmarks"]),
  ],
  targets: [
    .target(name: "InsetModel"),
    .target(name: "InsetScenarios", dependencies: ["InsetModel"]),
    .target(name: "InsetScenariosTesting", dependencies: ["InsetScenarios"]),
    .target(name: "InsetDiagrams", dependencies: ["InsetModel"]),
    .target(name: "InsetPort", dependencies: ["InsetModel"]),
    .executableTarget(
      name: "insets", dependencies: ["InsetScenarios", "InsetDiagrams", "InsetPort"]),
    .plugin(
      name: "InsetsPort",
      capability: .command(
        intent: .custom(
          verb: "insets-port",
          description: "Find hard-coded insets and deprecated inset APIs in the package's targets"
        )),
      dependencies: ["insets"], path: "Plugins/InsetsPort"),

    // MARK: Benchmarks
    /// Counts heap allocations by interposing malloc; linked into the
    /// benchmarks only.
    .target(name: "AllocationCounter", path: "Benchmarks/Sources/AllocationCounter"),
    .executableTarget(
      name: "insets-benchmarks",
      // `insets` too: the benchmark times the built tool on Scenarios/.
      dependencies: ["InsetModel", "InsetScenarios", "AllocationCounter", "insets"],
      path: "Benchmarks/Sources/insets-benchmarks"),

    // MARK: Tests
    /// What the test targets share: the seeded generator of the property tests.
    .target(
      name: "TestSupport", dependencies: ["InsetModel", "InsetScenarios"], path: "Tests/TestSupport"
    ),
    .testTarget(name: "InsetModelTests", dependencies: ["InsetModel", "TestSupport"]),
    .testTarget(
      name: "InsetScenariosTests",
      dependencies: ["InsetScenarios", "InsetScenariosTesting", "TestSupport"]),
    .testTarget(
      name: "InsetDiagramsTests", dependencies: ["InsetDiagrams", "InsetModel", "InsetScenarios"]),
    /// The porting lexer, rules, sweep and reports; samples in Tests/PortSamples.
    .testTarget(name: "InsetPortTests", dependencies: ["InsetPort"]),
    /// The library's names used unqualified next to SwiftUI's, UIKit's and
    /// Swift Testing's (declared by a stand-in module, so Linux can check).
    .target(name: "AppleNamesStandIn", path: "Tests/AppleNamesStandIn"),
    .testTarget(
      name: "NameClashTests",
      dependencies: [
        "AppleNamesStandIn", "InsetModel", "InsetScenarios", "InsetDiagrams",
        "InsetScenariosTesting", "InsetPort",
      ]),
    /// End-to-end tests: run the built `insets` binary.
    .testTarget(name: "InsetsToolTests", dependencies: ["insets"]),
  ]
)
