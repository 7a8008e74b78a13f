/// A namespace for publisher types, so names match Apple's `Publishers.Map` and friends.
public enum Publishers {}
