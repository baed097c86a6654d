// swift-tools-version: 6.0
import PackageDescription

/// The benchmark suite, a package of its own so that the library's
/// `swift build` and `swift test` never build it. Run from the repository's
/// root (it reads `Scenarios/` from the working directory):
/// `swift run --package-path Benchmarks -c release insets-benchmarks`.
let package = Package(
  name: "InsetBenchmarks",
  products: [
    .executable(name: "insets-benchmarks", targets: ["insets-benchmarks"])
  ],
  dependencies: [
    // The package at the repository's root, whatever its folder is named.
    .package(name: "InsetModel", path: "..")
  ],
  targets: [
    /// Counts heap allocations by interposing malloc; linked into the
    /// benchmarks only.
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "insets-benchmarks",
      dependencies: [
        .product(name: "InsetModel", package: "InsetModel"),
        .product(name: "InsetScenarios", package: "InsetModel"),
        "AllocationCounter",
        // The benchmark times the built tool on Scenarios/: built next to it.
        .product(name: "insets", package: "InsetModel"),
      ]),
  ]
)
