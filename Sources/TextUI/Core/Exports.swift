// Views hold `@Observable` view models, as in SwiftUI, which re-exports Observation too.
@_exported import Observation
