import Foundation
import SwiftData

// Models as apps write them, for the SwiftData tests.

/// A trip: a unique name, an optional date, a default, stops it owns, and state it
/// does not persist.
@Model
final class Trip {
    @Attribute(.unique) var name: String
    var startDate: Date?
    var budget: Int = 0
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip)
    var stops: [Stop] = []
    @Transient var isExpanded = false

    /// Computed from persisted state: not persisted itself.
    var stopCount: Int { stops.count }

    init(name: String, startDate: Date? = nil, budget: Int = 0) {
        self.name = name
        self.startDate = startDate
        self.budget = budget
    }
}

/// A stop of one trip; its `trip` is the inverse of `Trip.stops`.
@Model
final class Stop {
    var title: String
    var trip: Trip?

    init(title: String, trip: Trip? = nil) {
        self.title = title
        self.trip = trip
    }
}

/// An author's books: the default rule (`.nullify`), and an inverse SwiftData infers.
@Model
class Author: Identifiable {
    var id = UUID()
    var name: String
    var books: [Book]? = []

    init(name: String, books: [Book] = []) {
        self.name = name
        self.books = books
    }
}

@Model
class Book {
    var title: String
    var author: Author?

    init(title: String, author: Author? = nil) {
        self.title = title
        self.author = author
    }
}

/// A shelf that cannot be deleted while it holds gadgets.
@Model
final class Shelf {
    var label: String
    @Relationship(deleteRule: .deny) var gadgets: [Gadget] = []

    init(label: String) {
        self.label = label
    }
}

@Model
final class Gadget {
    var name: String
    var shelf: Shelf?

    init(name: String, shelf: Shelf? = nil) {
        self.name = name
        self.shelf = shelf
    }
}

/// A badge whose code is unique when it has one.
@Model
final class Badge {
    @Attribute(.unique) var code: String?
    var label: String

    init(code: String?, label: String) {
        self.code = code
        self.label = label
    }
}

/// A folder whose documents are left as they are when it is deleted.
@Model
final class Folder {
    var name: String
    @Relationship(deleteRule: .noAction, inverse: \Document.folder) var documents: [Document] = []

    init(name: String) {
        self.name = name
    }
}

@Model
final class Document {
    var title: String
    var folder: Folder?

    init(title: String, folder: Folder? = nil) {
        self.title = title
        self.folder = folder
    }
}

/// A booking is one per guest and night, as iOS 18's `#Unique` says; `#Index` adds
/// nothing in memory.
@Model
final class Booking {
    #Unique<Booking>([\.guest, \.night])
    #Index<Booking>([\.night])

    var guest: String
    var night: String
    var room: Int?

    init(guest: String, night: String, room: Int? = nil) {
        self.guest = guest
        self.night = night
        self.room = room
    }
}

/// A public model with `#Unique`, as a model package declares it: the constraints
/// answer the public protocol's requirement.
@Model
public final class Seat {
    #Unique<Seat>([\.row, \.number])

    public var row: String
    public var number: Int

    public init(row: String, number: Int) {
        self.row = row
        self.number = number
    }
}
