import Foundation
import InsetDiagrams
import InsetScenarios

/// `insets draw`.
enum DrawCommand {
  static let command = Command(
    name: "draw", abstract: "Draw a scenario row's scene as an SVG diagram, to scale.",
    usage: ["draw FILE:LINE [-o FILE.svg]", "draw KEY=VALUE ... [-o FILE.svg]"],
    arguments: [
      ("FILE:LINE", "A row of a scenario table."),
      ("KEY=VALUE", "A scene given on the command line."),
    ],
    options: [
      Command.Option(
        names: ["-o", "--output"], value: "FILE",
        help: "Write the SVG to FILE (atomically) instead of standard output.")
    ],
    examples: [
      "insets draw Scenarios/bars.md:43",
      "insets draw device=\"iPhone 14 Pro\" iOSVersion=18 tabBar=visible view=tableView",
    ],
    discussion: """
      The screen with its unsafe regions shaded (status bar, sensor housing, home
      indicator, keyboard), the bars, the root view and the view, its safe area,
      layout margins and content insets, a table's cells, a flow layout's items,
      and SwiftUI inset contents, with a legend and every edge value labelled;
      labels never overlap each other or the hardware. A window smaller than the
      screen (`windowFrame`, Stage Manager) is drawn as its own rectangle in the
      screen, with the home indicator only where it reaches the screen's bottom.
      Outputs of the row that differ from what it expects are noted under the
      title. A row with an error is reported as `insets run` reports it.
      """,
    exitCodes: [
      (0, "drawn (outputs that differ from the row's expectations are noted in it)"),
      (1, "the row has an error: nothing is drawn"), (2, "usage error"),
    ],
    run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let explanation: Explanation
    // Drawn from the scene and its values: no steps recorded.
    switch ExplainCommand.find(arguments.positionals, command: "draw", traced: false) {
    case .success(let found): explanation = found
    case .failure(let exit): return exit.status
    }
    let evaluation = explanation.evaluation
    guard explanation.diagnostics.isEmpty, let scene = evaluation.scene,
      let resolution = evaluation.resolution
    else {
      for diagnostic in explanation.diagnostics { print(diagnostic.description) }
      return 1
    }
    var title = explanation.place
    if let label = evaluation.label { title += ": " + label }
    let svg = Diagram(
      scene: scene, resolution: resolution, title: title, notes: evaluation.mismatchNotes
    ).svg()
    if let output = arguments.values["--output"] {
      if let problem = Tool.write(svg, to: output) {
        Tool.printError("error: cannot write \(output): \(problem)")
        return 2
      }
    } else {
      print(svg, terminator: "")
    }
    return 0
  }
}
