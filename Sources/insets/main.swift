import Foundation
import InsetScenarios

// The `insets` tool: argument handling and I/O only. Everything it computes
// comes from InsetScenarios and InsetModel.

let arguments = Array(CommandLine.arguments.dropFirst())
exit(InsetsCommand.main(arguments))
