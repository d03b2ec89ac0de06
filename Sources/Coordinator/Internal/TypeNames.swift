/// The names of types as `String(describing:)` spells them, worked out once per type.
///
/// The default ``Presentable/screenName``, ``BaseCoordinator/name`` and
/// ``PathCoordinator/name`` are type names, read at every push, event and snapshot.
/// `String(describing:)` of a metatype demangles the name on each call, and allocates for a
/// name longer than 15 bytes; a lookup here is a hash of the type's identity
/// (`Benchmarks/NOTES.md` has the figures).
@MainActor
enum TypeNames {
  private static var names: [ObjectIdentifier: String] = [:]

  /// `String(describing: type)`.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] {
      return name
    }
    let name = String(describing: type)
    names[key] = name
    return name
  }
}
