// `import os` brings Darwin's unfair lock on iOS, and so does `import Foundation`. Both
// are declared once, in FoundationAdditions (what iOS's Foundation brings), and named
// here again, so a file importing either or both sees one declaration.
@_exported import struct FoundationAdditions.os_unfair_lock_s
@_exported import typealias FoundationAdditions.os_unfair_lock
@_exported import typealias FoundationAdditions.os_unfair_lock_t
@_exported import func FoundationAdditions.os_unfair_lock_lock
@_exported import func FoundationAdditions.os_unfair_lock_unlock
@_exported import func FoundationAdditions.os_unfair_lock_trylock
@_exported import func FoundationAdditions.os_unfair_lock_assert_owner
@_exported import func FoundationAdditions.os_unfair_lock_assert_not_owner
