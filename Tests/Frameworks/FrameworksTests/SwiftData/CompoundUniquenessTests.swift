import Foundation
import SwiftData
import Testing

@Suite("SwiftData: #Unique's compound constraints")
struct CompoundUniquenessTests {
    @Test("An insert that matches a saved model on every property of a #Unique constraint updates it")
    func compoundUpsert() throws {
        // Given Ana's booking for Friday, saved
        let container = try makeContainer(Booking.self)
        let context = ModelContext(container)
        context.insert(Booking(guest: "Ana", night: "Fri", room: 12))
        try context.save()

        // When Ana books Friday again, and Saturday
        context.insert(Booking(guest: "Ana", night: "Fri", room: 14))
        context.insert(Booking(guest: "Ana", night: "Sat", room: 3))
        try context.save()

        // Then Friday is one booking, in the new room; Saturday is its own
        let bookings = try ModelContext(container).fetch(FetchDescriptor<Booking>(sortBy: [SortDescriptor(\.night)]))
        #expect(bookings.map(\.night) == ["Fri", "Sat"])
        #expect(bookings.map(\.room) == [14, 3])
    }

    @Test("Matching one property of a constraint is not a match; a changed model that collides throws")
    func partialMatchAndConflict() throws {
        // Given two guests on Friday
        let context = ModelContext(try makeContainer(Booking.self))
        let ana = Booking(guest: "Ana", night: "Fri")
        context.insert(ana)
        context.insert(Booking(guest: "Ben", night: "Fri"))
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Booking>()) == 2)

        // When Ana's booking is renamed onto Ben's
        ana.guest = "Ben"

        // Then the save refuses it rather than merging two bookings
        #expect(throws: SwiftDataError.self) { try context.save() }
    }

    @Test("A public model's #Unique works as an internal one's")
    func publicModel() throws {
        // Given
        let context = ModelContext(try makeContainer(Seat.self))

        // When the same seat is inserted twice
        context.insert(Seat(row: "F", number: 12))
        context.insert(Seat(row: "F", number: 12))
        try context.save()

        // Then it is one seat
        #expect(try context.fetchCount(FetchDescriptor<Seat>()) == 1)
        #expect(Seat._uniquenessConstraints.count == 1)
        #expect(Schema([Seat.self]).entities.first?.uniquenessConstraints == [["row", "number"]])
    }
}
