// A stand-in for Apple's SwiftUI, for compiling the bridge's SwiftUI layer on Linux. It
// declares only what that layer uses, with the signatures Apple's documentation gives; each
// view keeps what it was built with, and a primitive view's `body` is never asked for.

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
}

/// https://developer.apple.com/documentation/swiftui/never
extension Never: View {
  /// https://developer.apple.com/documentation/swiftui/never/body-swift.property
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  public nonisolated init() {}
  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/view#Conforming-types (Optional)
extension Optional: View where Wrapped: View {
  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View, Sendable {
  /// Not Apple's: what the text shows, for tests.
  public let content: String

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public nonisolated init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }

  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic
  /// https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible
  /// https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
nonisolated public struct ButtonRole: Equatable, Sendable {
  private let name: String
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")
}

/// https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label>: View where Label: View {
  /// Not Apple's: the button's label, for tests.
  public let label: Label
  /// Not Apple's: the button's role, for tests.
  public let role: ButtonRole?
  /// Not Apple's: what a tap does, for tests.
  public let action: @MainActor () -> Void

  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) (the overload whose title is a StringProtocol)
  @preconcurrency public nonisolated init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  )
  where S: StringProtocol {
    label = Text(title)
    self.role = role
    self.action = action
  }
}

/// https://developer.apple.com/documentation/swiftui/foreach
nonisolated public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  /// https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data
  /// https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}
