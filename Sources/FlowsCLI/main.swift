import GameApp

MainActor.assumeIsolated { GameCommand.runAndExit() }
