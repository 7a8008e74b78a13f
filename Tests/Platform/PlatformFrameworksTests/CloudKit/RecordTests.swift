import CloudKit
import Testing

struct RecordTests {
    @Test func subscriptsStoreAndRemoveValues() {
        let record = CKRecord(recordType: "Cafe")
        record["name"] = "Bean"
        record["rating"] = 4.5
        record["location"] = CLLocation(latitude: 1, longitude: 2)
        #expect(record["name"] as? String == "Bean")
        #expect(record["rating"] as? Double == 4.5)
        #expect((record["location"] as? CLLocation)?.coordinate.longitude == 2)
        #expect(record["missing"] == nil)
        record["name"] = nil
        #expect(record["name"] == nil)
        #expect(Set(record.allKeys()) == ["rating", "location"])
        #expect(record.changedKeys() == ["name", "rating", "location"])
    }

    @Test func recordIDsCompareByNameAndZone() {
        #expect(CKRecord.ID(recordName: "a") == CKRecord.ID(recordName: "a"))
        #expect(CKRecord.ID(recordName: "a") != CKRecord.ID(recordName: "a", zoneID: CKRecordZone.ID(zoneName: "z")))
        let record = CKRecord(recordType: "T", recordID: CKRecord.ID(recordName: "r1"))
        #expect(record.recordID.recordName == "r1")
        #expect(record.recordID.zoneID.zoneName == CKRecordZone.ID.defaultZoneName)
    }

    @Test func assetsKeepTheirURL() {
        let url = URL(fileURLWithPath: "/tmp/a.jpg")
        let record = CKRecord(recordType: "T")
        record["image"] = CKAsset(fileURL: url)
        #expect((record["image"] as? CKAsset)?.fileURL == url)
    }

    @Test func queriesFailWithoutAnAccount() async throws {
        let database = CKContainer(identifier: "iCloud.tests").publicCloudDatabase
        let query = CKQuery(recordType: "Cafe", predicate: NSPredicate(value: true))
        do {
            _ = try await database.records(matching: query)
            Issue.record("expected notAuthenticated")
        } catch CKError.notAuthenticated {
        }
        #expect(try await CKContainer.default().accountStatus() == .noAccount)
    }
}
