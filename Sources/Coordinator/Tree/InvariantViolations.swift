/// The broken invariants that ``InspectableRouter/validate(tree:)`` throws, in the order
/// ``InspectableRouter/violations(in:)`` lists them; never empty when thrown.
public struct InvariantViolations: Error, Hashable, Sendable, CustomStringConvertible {
  /// The broken invariants, each named.
  public let violations: [InvariantViolation]

  /// Gathers `violations`.
  public init(_ violations: [InvariantViolation]) {
    self.violations = violations
  }

  /// One line per broken invariant.
  public var description: String {
    violations.map(\.description).joined(separator: "\n")
  }
}
