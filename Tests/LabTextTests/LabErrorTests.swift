import LabText
import Testing

/// The lab's one error shape: its place before one line of message (a file as `file:line:col`, an option as the
/// command line's flag), line breaks folded, and the kinds a caller reacts to without parsing words.
@Suite("Lab error")
struct LabErrorTests {
    /// Another library's one-line error, as ``OneLineError``'s example has it, with a place when given one.
    struct DiskError: OneLineError {
        enum Kind: Equatable, Sendable { case full }
        let kind: Kind
        let message: String
        var place: ErrorPlace?

        init(kind: Kind, message: String) { (self.kind, self.message) = (kind, message) }
    }

    @Test func aFilePlaceComesFirstAsFileLineColumn() {
        let error = LabError(file: "demo.scenario", line: 3, column: 4, message: "expected a time, found \"soon\"")
        #expect(error.description == "demo.scenario:3:4: expected a time, found \"soon\"")
        #expect(error.file == "demo.scenario" && error.line == 3 && error.column == 4)
        #expect(error.kind == .failure && !error.isUsage)
    }

    @Test(
        arguments: [
            (nil, nil, "demo.scenario: bad"),
            (7, nil, "demo.scenario:7: bad"),
            (nil, 5, "demo.scenario: bad"),
            (0, 5, "demo.scenario:0: bad"),
        ] as [(Int?, Int?, String)])
    func whatIsUnknownOfAFilePlaceIsLeftOut(line: Int?, column: Int?, description: String) {
        #expect(LabError(file: "demo.scenario", line: line, column: column, message: "bad").description == description)
    }

    @Test func anOptionPlaceIsWordedAsTheCommandLinesFlag() {
        let error = LabError(.usage, at: .option("scale", "5"), "expected 1 to 4")
        #expect(error.description == "scale 5: expected 1 to 4")
        #expect(error.worded { "--\($0)" } == "--scale 5: expected 1 to 4")
        #expect(error.file == "scale 5" && error.line == nil && error.column == nil)
        let flag = LabError(.usage, at: .option("watch", nil), "needs a scenario file")
        #expect(flag.worded { "--\($0)" } == "--watch: needs a scenario file")
    }

    @Test func aFilePlaceIsNotWordedAsAFlag() {
        let error = LabError(file: "form.json", line: 2, message: "expected an object")
        #expect(error.worded { "--\($0)" } == "form.json:2: expected an object")
    }

    @Test func lineBreaksAreFoldedIntoOneLine() {
        let error = LabError("out.png: the disk is full\nfree some space\r\nthen retry\n")
        #expect(error.description == "out.png: the disk is full free some space then retry")
        let placed = LabError(file: "a.scenario", line: 1, message: "first\n\nsecond")
        #expect(placed.description == "a.scenario:1: first second")
        #expect(DiskError(.full, "the disk is full\nfree some space").description == "the disk is full free some space")
    }

    @Test func aUsageErrorIsToldApartFromAFailure() {
        #expect(LabError(usage: "--scale 5: expected 1 to 4").isUsage)
        #expect(LabError(usage: "x").kind == .usage)
        #expect(!LabError("cannot write out.png").isUsage)
        #expect(!LabError(kind: .notFound, message: "no capture form/x").isUsage)
        #expect(LabError(usage: "x") != LabError("x"))
    }

    @Test func aFailureBecomesAUsageErrorAtItsPlace() {
        let failure = LabError(file: "demo.scenario", line: 3, column: 4, message: "unknown device")
        let usage = LabError(usage: failure)
        #expect(usage.isUsage)
        #expect(usage.description == failure.description)
        #expect(LabError(failure) == failure)
    }

    @Test func anotherLibrarysErrorBecomesAFailureAtItsPlace() {
        var disk = DiskError(.full, "the disk is full")
        disk.place = .file("out.png")
        let error = LabError(disk)
        #expect(error.kind == .failure)
        #expect(error.description == "out.png: the disk is full")
    }

    @Test func settingTheFileKeepsItsLineAndColumn() {
        var error = LabError(file: "a.scenario", line: 2, column: 3, message: "m")
        error.file = "b.scenario"
        #expect(error.description == "b.scenario:2:3: m")
        error.line = 9
        #expect(error.description == "b.scenario:9:3: m")
        var unplaced = LabError("m")
        unplaced.file = "c.scenario"
        #expect(unplaced.description == "c.scenario: m")
    }
}
