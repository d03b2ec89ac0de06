import Coordinator

/// A screen of the sample app as its view layer sees it: a name, what it says, what it accepts.
///
/// Each screen is a thin view over one view model: it reads the view model's
/// state to say what the screen shows, and turns an action with its arguments
/// into one of the view model's inputs. It knows nothing of terminals; the
/// shell renders it.
@MainActor
protocol AppScreen: Presentable {
  /// What the screen says now, one line each.
  var messages: [String] { get }

  /// The actions the screen accepts, in the order `:help` lists them.
  ///
  /// Every line reads them to check itself: screens keep them in a list made once.
  var actions: [ScreenAction] { get }

  /// Runs `action` with its arguments; a bad action or argument changes nothing.
  func perform(_ action: String, arguments: [String]) throws(ScreenActionError)
}

extension AppScreen {
  /// Fails unless `action` is one of ``actions`` and takes exactly as many arguments as given.
  func check(_ action: String, arguments: [String]) throws(ScreenActionError) {
    let actions = actions
    // A loop, not `first(where:)`: a closure here checks the actor at run time, every line.
    var found: ScreenAction?
    for candidate in actions where candidate.name == action {
      found = candidate
      break
    }
    guard let known = found else {
      throw .unknownAction(action, screen: screenName, accepted: actions)
    }
    let expected = known.argument == nil ? 0 : 1
    guard arguments.count == expected else {
      throw .usage(known)
    }
  }
}
