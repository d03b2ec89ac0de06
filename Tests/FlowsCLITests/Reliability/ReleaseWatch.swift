/// Weak references to every coordinator, screen and view model a session has shown, to find
/// the ones that left the app but are still alive.
///
/// Each check forgets what was released, so the watch holds little more than what is alive.
struct ReleaseWatch {
  private struct Entry {
    let type: Any.Type
    weak var object: AnyObject?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// How many objects the watch has seen, released or not.
  private(set) var seen = 0
  /// How many objects of each type the watch saw released, by type name.
  private(set) var released: [String: Int] = [:]

  /// Names the type of every watched object that is alive but not in `live`, then watches `live`.
  mutating func check(live: [AnyObject]) -> [String] {
    let members = Set(live.map(ObjectIdentifier.init))
    var left: [String] = []
    var gone: [ObjectIdentifier] = []
    for (id, entry) in entries {
      if entry.object == nil {
        gone.append(id)
        released[String(describing: entry.type), default: 0] += 1
      } else if !members.contains(id) {
        left.append(String(describing: entry.type))
      }
    }
    for id in gone {
      entries[id] = nil
    }
    for object in live {
      let id = ObjectIdentifier(object)
      // A released object's address may be reused: then the entry is replaced.
      if entries[id]?.object !== object {
        entries[id] = Entry(type: type(of: object), object: object)
        seen += 1
      }
    }
    return left.sorted()
  }
}
