extension StaticString {
    /// The literal as a C string for C's string functions: a `String` argument would be
    /// copied into a new array on every call.
    package var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
