import Foundation
import Testing

/// Every ```swift block of README.md and of the DocC articles compiles
/// against the package's built modules (`swiftc -typecheck`), so that a
/// reader who pastes one gets no "cannot find 'CGSize' in scope".
@Suite("Swift snippets in the documentation")
struct SnippetTests {
  /// One ```swift block: its page, the line of its fence, its code.
  struct Snippet {
    var page: String
    var line: Int
    var code: String
  }

  /// The pages whose snippets are compiled: README.md and every `.md` of a
  /// DocC catalog.
  static func pages() throws -> [String] {
    var pages = ["README.md"]
    let sources = packageRoot.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = "Sources/\(module)/\(module).docc"
      let folder = packageRoot.appendingPathComponent(catalog).path
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      pages += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return pages
  }

  /// The ```swift blocks of a page, in order.
  static func snippets(of page: String) throws -> [Snippet] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
    var snippets: [Snippet] = []
    var current: Snippet?
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var open = current {
        if trimmed.hasPrefix("```") {
          snippets.append(open)
          current = nil
        } else {
          open.code += line + "\n"
          current = open
        }
      } else if trimmed == "```swift" {
        current = Snippet(page: page, line: i + 1, code: "")
      }
    }
    return snippets
  }

  /// `swiftc`: beside the toolchain on PATH, or the project's.
  static func swiftc() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates =
      path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The compiler's errors for `code`, or nil when it type-checks.
  static func errors(_ code: String, swiftc: String, modules: String, scratch: URL) throws
    -> String?
  {
    let file = scratch.appendingPathComponent("main.swift")
    try Data(code.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-typecheck", "-I", modules, file.path]
    // A package manifest: against the toolchain's PackageDescription, at
    // the tools version its first line names.
    if code.hasPrefix("// swift-tools-version:") {
      let version = code.dropFirst("// swift-tools-version:".count).prefix { $0 != "\n" }
        .trimmingCharacters(in: .whitespaces)
      let toolchain = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
        .deletingLastPathComponent()
      process.arguments = [
        "-typecheck", "-I", toolchain.appendingPathComponent("lib/swift/pm/ManifestAPI").path,
        "-package-description-version", version, file.path,
      ]
    }
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return nil }
    return String(decoding: output, as: UTF8.self).split(separator: "\n")
      .filter { $0.contains("error:") }.joined(separator: "\n")
  }

  /// A block that starts with an `import` (or is a package manifest) is a
  /// file of its own and compiles alone; any other continues the blocks above it on its page (an article
  /// that builds a scene, then resolves it) and compiles after them.
  @Test func everySwiftSnippetCompiles() throws {
    let swiftc = try #require(Self.swiftc(), "swiftc was not found on PATH")
    let modules = try insetsBinary().deletingLastPathComponent().appendingPathComponent("Modules")
    #expect(
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("InsetScenariosTesting.swiftmodule").path))
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("insets-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var count = 0
    for page in try Self.pages() {
      var above = ""
      for snippet in try Self.snippets(of: page) {
        count += 1
        guard
          let alone = try Self.errors(
            snippet.code, swiftc: swiftc, modules: modules.path, scratch: scratch)
        else {
          above += snippet.code
          continue
        }
        let head = snippet.code.trimmingCharacters(in: .whitespacesAndNewlines)
        let isFile = head.hasPrefix("import ") || head.hasPrefix("// swift-tools-version:")
        if !isFile, !above.isEmpty,
          try Self.errors(
            above + snippet.code, swiftc: swiftc, modules: modules.path, scratch: scratch) == nil
        {
          above += snippet.code
          continue
        }
        Issue.record("\(snippet.page):\(snippet.line): the snippet does not compile:\n\(alone)")
      }
    }
    #expect(count >= 18, "found \(count) snippets")
  }

  /// The check fails on a snippet that does not compile (the README's
  /// library example as it was, without `import Foundation`).
  @Test func aSnippetThatDoesNotCompileIsCaught() throws {
    let swiftc = try #require(Self.swiftc())
    let modules = try insetsBinary().deletingLastPathComponent().appendingPathComponent("Modules")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("insets-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let code =
      "import InsetModel\n\nvar scene = LayoutScene()\n"
      + "scene.scrollView.contentSize = CGSize(width: 375, height: 2000)\n"
    let errors = try Self.errors(code, swiftc: swiftc, modules: modules.path, scratch: scratch)
    #expect(errors?.contains("cannot find 'CGSize' in scope") == true)
  }
}
