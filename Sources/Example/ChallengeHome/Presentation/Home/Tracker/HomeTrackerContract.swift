protocol HomeTrackerContract {
    func trackScreenViewed()
    func trackCharacterButtonTapped()
    func trackInfoButtonTapped()
}
