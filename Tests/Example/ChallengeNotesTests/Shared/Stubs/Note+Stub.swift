@testable import ChallengeNotes

extension Note {
    static func stub(id: Int = 1, title: String = "Portal fluid", body: String = "Buy more before the Citadel trip.") -> Note {
        Note(id: id, title: title, body: body)
    }
}
