/// OSLog is the Swift face of `os` logging; on Apple it re-exports `os`, and so here.
/// (Apple's OSLog also reads the log store, `OSLogStore`; Linux has no store to read.)
@_exported import os
