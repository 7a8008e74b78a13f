/// OSLog is the Swift face of `os` logging; on Apple it re-exports `os`, and so here.
/// OSLog also reads the log store: `OSLogStore` returns what this process logged.
@_exported import os
