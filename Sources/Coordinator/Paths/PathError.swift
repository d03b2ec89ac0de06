/// Why a path cannot be parsed or applied; nothing moved and the current path is unchanged.
///
/// Component indices count from 0, the first component after the leading `/`.
public enum PathError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The string does not start with `/`.
  case missingLeadingSlash
  /// A component is empty, as in `//`, `/main//game` or `/main/`.
  case emptyComponent(index: Int)
  /// The string form is longer than ``FlowPath/maximumLength`` bytes of UTF-8.
  case tooLong(limit: Int)
  /// The path has more than ``FlowPath/maximumComponentCount`` components.
  case tooManyComponents(limit: Int)
  /// The coordinator reached at `index` has no key with this string form.
  case unknownComponent(String, index: Int, coordinator: String)
  /// The coordinator reached at `index` knows the key but cannot show it now.
  case rejectedComponent(String, index: Int, coordinator: String)
  /// The coordinator cannot show the component now, for the reason it gives in words a person
  /// reads (``PathCoordinator/refusal(of:)``), such as `no book 9`.
  case refusedComponent(String, index: Int, coordinator: String, reason: String)
  /// A component follows a screen of `coordinator` that ends the path.
  case trailingComponent(String, index: Int, coordinator: String)
  /// The path would take off a screen or flow, named here, whose ``LeaveGuard`` refused, for
  /// `reason`.
  case leaveRefused(String, reason: String)
  /// The ``PathNavigator``'s root coordinator was released, so the router has nothing to
  /// resolve a path with; it holds its root weakly (``PathNavigator/root``).
  case rootReleased

  /// A sentence for the app's developer, naming the coordinator and the component's index; to
  /// tell the person who typed the path, ``description(in:)``.
  public var description: String {
    switch self {
    case .missingLeadingSlash:
      "a path starts with \"/\""
    case .emptyComponent(let index):
      "component \(index) of the path is empty"
    case .tooLong(let limit):
      "the path is longer than \(limit) bytes"
    case .tooManyComponents(let limit):
      "the path has more than \(limit) components"
    case .unknownComponent(let component, let index, let coordinator):
      "\(coordinator) has no key \(Self.quoted(component)) (component \(index))"
    case .rejectedComponent(let component, let index, let coordinator):
      "\(coordinator) cannot show \(Self.quoted(component)) now (component \(index))"
    case .refusedComponent(_, _, _, let reason):
      reason
    case .trailingComponent(let component, let index, let coordinator):
      "nothing follows the last screen of \(coordinator): \(Self.quoted(component))"
        + " (component \(index))"
    case .leaveRefused(let name, let reason):
      "\(name) cannot leave: \(reason)"
    case .rootReleased:
      "the path navigator's root coordinator was released"
    }
  }

  /// Why `path` cannot be opened, in the words of a person who typed it: the part of the path
  /// that exists and what it lacks, such as `/main/settings has no "nothing"`, with no
  /// coordinator's name or component index, on one line. ``description`` names the
  /// coordinator, for a log.
  ///
  /// `path` is the path this error was thrown for; for another one, whose component at the
  /// error's index is not the error's, this is ``description``.
  public func description(in path: FlowPath) -> String {
    func holds(_ component: String, at index: Int) -> Bool {
      path.components.indices.contains(index) && path.components[index] == component
    }
    func prefix(_ count: Int) -> String {
      path.dropLast(path.count - count).escapedForMessage
    }
    switch self {
    case .unknownComponent(let component, let index, _) where holds(component, at: index):
      return index == 0
        ? "there is no \(Self.quoted(component))"
        : "\(prefix(index)) has no \(Self.quoted(component))"
    case .rejectedComponent(let component, let index, _) where holds(component, at: index):
      return "\(prefix(index + 1)) cannot be shown now"
    case .trailingComponent(let component, let index, _)
    where index > 0 && holds(component, at: index):
      return "nothing follows \(prefix(index)): \(Self.quoted(component))"
    default:
      return description
    }
  }

  /// The component in quotes, with control characters escaped so a message stays on one line.
  private static func quoted(_ component: String) -> String {
    String(reflecting: component)
  }
}
