import Foundation

// The `insets` tool: argument handling and I/O only. Everything it computes
// comes from InsetScenarios and InsetModel.

exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
