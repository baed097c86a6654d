// Facts about view-controller hierarchies: how safe areas flow down the containers.

extension Facts {
  /// How safe areas flow down a hierarchy.
  public static let hierarchyFold = Fact(
    "hierarchy.fold", .hierarchy,
    "Safe areas flow from the window down the view-controller hierarchy: each view controller's "
      + "root view takes the part of its parent's safe area (and of the bars its containers show "
      + "over it) that its frame overlaps, then adds its own `additionalSafeAreaInsets`; a tab "
      + "bar controller's child gets the tab bar at the bottom, a navigation controller's child "
      + "the navigation bar at the top, so a content view controller in both reads both bars "
      + "(the views of all three are full screen); landscape side insets reach every level.",
    .documented,
    [
      Citation(.wwdc18Session235, at: "27:05–28:29"), Citation(.docPositioningSafeArea),
      Citation(.stackOverflow52483010),
    ])

  static let hierarchy: [Fact] = [
    hierarchyFold
  ]
}
