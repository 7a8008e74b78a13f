/// A namespace for subscriber types, so names match Apple's `Subscribers.Sink` and friends.
public enum Subscribers {}
