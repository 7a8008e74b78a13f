import Foundation
import Kingfisher
import Lottie
import SDWebImageSwiftUI
import SentrySwiftUI
import SwiftUI
import Testing
import ViewSnapshotTesting

/// Screens as teams write them with the stand-ins' views, as a reviewer reads them.
@MainActor
@Suite("Stand-in snapshots")
struct StandInSnapshotTests {
    struct Character: Identifiable {
        let id: Int
        let name: String
        let status: String
        var image: URL { URL(string: "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg")! }
    }

    let characters = [
        Character(id: 1, name: "Rick Sanchez", status: "Alive"),
        Character(id: 2, name: "Morty Smith", status: "Alive"),
    ]

    /// A list of characters, avatars by Kingfisher and SDWebImageSwiftUI, traced by Sentry.
    var characterList: some View {
        SentryTracedView("CharacterList") {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(characters) { character in
                    HStack(spacing: 12) {
                        if character.id.isMultiple(of: 2) {
                            WebImage(url: character.image) { image in
                                image.resizable()
                            } placeholder: {
                                Image(systemName: "person.crop.circle")
                            }
                            .frame(width: 48, height: 48)
                        } else {
                            KFImage(character.image)
                                .resizable()
                                .fade(duration: 0.25)
                                .frame(width: 96, height: 48)
                        }
                        VStack(alignment: .leading, spacing: 4) {
                            Text(character.name).font(.headline)
                            Text(character.status).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .padding(16)
        }
    }

    /// A loading state with a Lottie animation.
    var loading: some View {
        VStack(spacing: 16) {
            LottieView(animation: .named("portal"))
                .looping()
                .resizable()
                .frame(width: 160, height: 64)
            Text("Opening a portal…").font(.headline)
        }
        .padding(16)
    }

    @Test func characterListWithRemoteImages() {
        assertSnapshot(of: characterList, as: .component(width: 40))
    }

    @Test func loadingWithAnimation() {
        assertSnapshot(of: loading, as: .component(width: 40))
    }
}
