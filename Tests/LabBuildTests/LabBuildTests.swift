import LabBuild
import Testing

/// What `--version` prints: the release version, then the commit the build-info plugin read with git, and whether
/// the tree had uncommitted changes.
@Suite("Build information")
struct LabBuildTests {
    @Test func theVersionIsThreeNumbers() throws {
        let parts = LabBuild.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3, "\(LabBuild.version)")
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }, "\(LabBuild.version)")
    }

    @Test func theCommitIsTwelveHexDigitsOrUnknown() {
        let commit = LabBuild.commit
        let isHex = commit.count == 12 && commit.allSatisfy { "0123456789abcdef".contains($0) }
        #expect(isHex || commit == "unknown", "\(commit)")
        if commit == "unknown" { #expect(!LabBuild.isDirty, "a tree without git has no changes to count") }
    }

    @Test func theDescriptionIsTheVersionThenTheCommitInParentheses() {
        let description = LabBuild.description
        #expect(description.hasPrefix("\(LabBuild.version) (commit \(LabBuild.commit)"))
        #expect(description.hasSuffix(")"))
        #expect(description.contains(", uncommitted changes") == LabBuild.isDirty)
        #expect(!description.contains("\n"))
    }
}
