/// https://developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  /// Not Apple's: the stack's path, for tests.
  public let path: Binding<Data>
  /// Not Apple's: the stack's root view, for tests.
  public let root: Root

  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
  public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.path = path
    self.root = root()
  }

  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/tabview
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// Not Apple's: the selected tab's tag, for tests.
  public let selection: Binding<SelectionValue>
  /// Not Apple's: the tabs, for tests.
  public let content: Content

  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  public nonisolated init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
nonisolated public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}
