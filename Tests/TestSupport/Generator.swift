import InsetScenarios

/// The property tests' generator is the one the vocabulary draws its samples
/// from (SplitMix64): one generator for every test, which reaches the values
/// that break code written for the common case (`-0`, fractions far from a
/// pixel, huge and tiny numbers) as well as the usual ones. The same seed
/// gives the same values on every machine, so a failure's seed reproduces
/// it.
typealias Generator = SeededGenerator
