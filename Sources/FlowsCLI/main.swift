import Foundation
import GameApp
import ShelfApp

/// The app `arguments` ask for with `--app NAME`: the last one before `--`. The app's own
/// options read `--app` again, so that a name there is no app of is refused as any bad
/// option is.
func chosenApp(_ arguments: some Sequence<String>) -> String? {
  var chosen: String?
  var iterator = arguments.makeIterator()
  while let argument = iterator.next(), argument != "--" {
    if argument == "--app" {
      chosen = iterator.next()
    } else if argument.hasPrefix("--app=") {
      chosen = String(argument.dropFirst("--app=".count))
    }
  }
  return chosen
}

MainActor.assumeIsolated {
  if chosenApp(CommandLine.arguments.dropFirst()) == "shelf" {
    ShelfCommand.runAndExit()
  } else {
    GameCommand.runAndExit()
  }
}
