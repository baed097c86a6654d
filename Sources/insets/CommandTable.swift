import Foundation

/// One subcommand of the tool, declared once: the same value drives the
/// argument parser, `--help`, `insets help COMMAND` and the tests that run
/// every example of every help page.
struct Command: Sendable {
  /// One option: its names, the value it takes (nil: a flag) and its help.
  struct Option: Sendable {
    var names: [String]
    var value: String?
    var help: String
  }

  var name: String
  /// One line: what the command does.
  var abstract: String
  /// The usage lines, without `insets `.
  var usage: [String]
  /// Positional arguments: a name and its help.
  var arguments: [(name: String, help: String)] = []
  var options: [Option] = []
  /// Command lines a user can paste, run from the package's root by a test.
  var examples: [String] = []
  /// Paragraphs after the options.
  var discussion: String = ""
  /// Exit statuses and what they mean.
  var exitCodes: [(Int32, String)] = [(0, "success"), (2, "usage error")]
  /// Runs the command on parsed arguments; returns the exit status.
  var run: @Sendable (ParsedArguments) -> Int32

  /// The command's help page.
  var help: String {
    var out = "OVERVIEW: \(abstract)\n\nUSAGE:"
    for (i, line) in usage.enumerated() {
      out += (i == 0 ? " " : "\n       ") + "insets " + line
    }
    out += "\n"
    if !arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in arguments { out += Self.row(argument.name, argument.help) }
    }
    let allOptions =
      options + [Option(names: ["-h", "--help"], value: nil, help: "Show this help.")]
    out += "\nOPTIONS:\n"
    for option in allOptions {
      out += Self.row(
        option.names.joined(separator: ", ") + (option.value.map { " \($0)" } ?? ""), option.help)
    }
    if !examples.isEmpty {
      out += "\nEXAMPLES:\n"
      for example in examples { out += "  \(example)\n" }
    }
    if !discussion.isEmpty { out += "\n" + discussion.trimmingCharacters(in: .newlines) + "\n" }
    out += "\nEXIT STATUS:\n"
    for (code, meaning) in exitCodes { out += "  \(code)  \(meaning)\n" }
    return out
  }

  /// `  NAME              help`, the help wrapped under itself.
  static func row(_ name: String, _ help: String) -> String {
    let pad = 20
    let lead = "  " + name
    let first =
      lead.count < pad
      ? lead + String(repeating: " ", count: pad - lead.count)
      : lead + "\n" + String(repeating: " ", count: pad)
    return first
      + help.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: pad)) + "\n"
  }

  /// Parses `arguments` against the command's options: `--name value`,
  /// `--name=value`, `-o value`, flags, `--` (every later argument is
  /// positional), and positionals.
  func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
    var parsed = ParsedArguments()
    var i = 0
    var onlyPositionals = false
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inline = String(argument[argument.index(after: eq)...])
      }
      if name == "-h" || name == "--help" {
        parsed.wantsHelp = true
        continue
      }
      guard let option = options.first(where: { $0.names.contains(name) }) else {
        // `KEY=VALUE` arguments of explain and draw start with a letter; a
        // dash with `=` inside is still an option.
        return .failure(UsageError("unknown option `\(Self.quote(argument))`", command: self.name))
      }
      let canonical = option.names.last ?? name
      if option.value == nil {
        if inline != nil {
          return .failure(UsageError("`\(name)` takes no value", command: self.name))
        }
        parsed.flags.insert(canonical)
      } else {
        guard let value = inline ?? (i < arguments.count ? arguments[i] : nil) else {
          return .failure(
            UsageError("`\(name)` needs a value (\(option.value ?? "VALUE"))", command: self.name))
        }
        if inline == nil { i += 1 }
        parsed.values[canonical] = value
      }
    }
    return .success(parsed)
  }

  /// User text for a message, with control characters escaped.
  static func quote(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars.prefix(80) {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// A command line parsed against a ``Command``.
struct ParsedArguments: Sendable {
  var positionals: [String] = []
  /// Flags given, by their last (long) name.
  var flags: Set<String> = []
  /// Option values, by their last (long) name.
  var values: [String: String] = [:]
  var wantsHelp = false
}

extension ParsedArguments {
  /// The value of `option` as a case of `Choice` (`--format json`), or
  /// `fallback` when the option is not given.
  ///
  /// - Throws: a ``UsageError`` naming every case, for any other value:
  ///   "unknown format `xml`: the formats are text, json, github".
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ option: String, default fallback: Choice, naming what: String, command: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let value = values[option] else { return fallback }
    guard let chosen = Choice(rawValue: value) else {
      throw UsageError(
        "unknown \(what) `\(Command.quote(value))`: the \(what)s are "
          + Choice.allCases.map(\.rawValue).joined(separator: ", "), command: command)
    }
    return chosen
  }
}

/// A usage error: printed with a pointer to the help, exit status 2.
struct UsageError: Error, Sendable {
  var message: String
  var command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  var text: String {
    "error: \(message)\nRun `insets \(command.map { "\($0) " } ?? "")--help` for usage."
  }
}
