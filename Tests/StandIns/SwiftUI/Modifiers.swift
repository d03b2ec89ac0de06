/// Not Apple's: what a modifier below was given, around the view it modifies.
nonisolated public struct StandInModified<Content, Detail>: View where Content: View {
  /// The view modified.
  public let content: Content
  /// What the modifier was given.
  public let detail: Detail

  nonisolated init(_ content: Content, _ detail: Detail) {
    self.content = content
    self.detail = detail
  }

  /// A primitive view's.
  public var body: Never { fatalError("a stand-in's primitive view has no body") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  public nonisolated func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    StandInModified(self, destination)
  }

  /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  public nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    StandInModified(self, label())
  }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  public nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable {
    StandInModified(self, tag)
  }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  public nonisolated func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    StandInModified(self, (item, content))
  }

  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    StandInModified(self, isDisabled)
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-3md6l
  public nonisolated func alert<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    StandInModified(self, (title, isPresented, data.map(actions), data.map(message)))
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (the overload whose title is a Text)
  public nonisolated func confirmationDialog<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    StandInModified(
      self, (title, isPresented, titleVisibility, data.map(actions), data.map(message)))
  }
}
