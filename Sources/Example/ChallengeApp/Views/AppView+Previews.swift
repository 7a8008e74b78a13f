import SwiftUI

#Preview("App") {
    AppView(container: AppContainer())
}
