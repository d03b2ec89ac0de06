import Coordinator

/// A key with an associated value and a string form of its own, such as `order-42`.
enum ToyOrderKey: PathKey {
  case list
  case order(Int)

  var pathComponent: String {
    switch self {
    case .list: "orders"
    case .order(let number): "order-\(number)"
    }
  }

  init?(pathComponent: String) {
    if pathComponent == "orders" {
      self = .list
    } else if pathComponent.hasPrefix("order-"), let number = Int(pathComponent.dropFirst(6)) {
      self = .order(number)
    } else {
      return nil
    }
  }
}
