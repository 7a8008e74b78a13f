/// AVFoundation brings Foundation with it.
@_exported import Foundation
