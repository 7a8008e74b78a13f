import Foundation

/// SwiftData stores through Core Data on iOS, so a file that imports SwiftData reaches
/// Core Data's notification names, and code observes them beside its models. The store
/// here lives in memory, in one process, with no contexts of Core Data's and no peers:
/// nothing posts these, as on a device whose store never changes from elsewhere.
extension NSNotification.Name {
    public static let NSManagedObjectContextObjectsDidChange = Self("NSManagedObjectContextObjectsDidChangeNotification")
    public static let NSManagedObjectContextWillSave = Self("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextDidSave = Self("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextDidSaveObjectIDs = Self("NSManagedObjectContextDidSaveObjectIDsNotification")
    public static let NSManagedObjectContextDidMergeChangesObjectIDs = Self("NSManagedObjectContextDidMergeChangesObjectIDsNotification")
    public static let NSPersistentStoreCoordinatorStoresWillChange = Self("NSPersistentStoreCoordinatorStoresWillChangeNotification")
    public static let NSPersistentStoreCoordinatorStoresDidChange = Self("NSPersistentStoreCoordinatorStoresDidChangeNotification")
    /// Sent on iOS when another process or CloudKit changed the store.
    public static let NSPersistentStoreRemoteChange = Self("NSPersistentStoreRemoteChangeNotification")
}
