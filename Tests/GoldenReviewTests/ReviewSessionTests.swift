import Foundation
import GoldenReviewTestSupport
import Testing

@testable import GoldenReview

@Suite("Review session")
struct ReviewSessionTests {
    @Test func aNewCapturesGoldenInFoldersNotYetMadeIsNamedFromTheGoldensFolder() throws {
        let fixture = try ReviewFixture()
        let folder = try GoldenFolder(fixture.goldens)
        let path = fixture.goldens.appending(path: "device-iphone-se/signup/typed.png").path
        #expect(ReviewSession.id(ofGolden: path, in: folder) == "device-iphone-se/signup/typed.png")
        #expect(ReviewSession.id(ofGolden: fixture.folder.appending(path: "elsewhere/x.png").path, in: folder) == nil)
    }
}
