import Foundation

extension Data {
    /// `text`'s UTF-8, copied once. `Data(text.utf8)` runs as unoptimized generic code in
    /// the debug builds tests run in: a tenth of a text assertion.
    package init(utf8Of text: String) {
        var text = text
        self = text.withUTF8 { $0.isEmpty ? Data() : Data(bytes: $0.baseAddress!, count: $0.count) }
    }
}
