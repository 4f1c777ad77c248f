import Foundation
import LabTestSupport
import Testing

/// `docs/architecture.md` is the map of the package: it names every target `Package.swift` declares, and no target
/// the package no longer has.
struct ArchitectureDocTests {
    /// The names of the targets `Package.swift` declares, of every kind.
    static func targets(in manifest: String) throws -> [String] {
        let pattern = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)""#)
        return manifest.matches(of: pattern).compactMap { match in match.output[1].substring.map(String.init) }
    }

    @Test func theMapNamesEveryTargetOfThePackage() throws {
        let root = TestPaths.packageRoot
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let doc = try String(contentsOf: root.appending(path: "docs/architecture.md"), encoding: .utf8)
        let targets = try Self.targets(in: manifest)
        #expect(targets.count > 10, "\(targets)")
        let words = Set(doc.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
        for target in targets {
            let named = words.contains(target)
            #expect(named, "docs/architecture.md names \(target)")
        }
        // Every name the map's tree gives as a target (after a branch, or at the left of a line) is the package's.
        let tree = doc.split(separator: "```").dropFirst().first.map(String.init) ?? ""
        for line in tree.split(separator: "\n") {
            let names: [Substring]
            if let branch = line.range(of: "─ ") {
                names = line[branch.upperBound...].split(separator: " ").prefix(1).map { $0 }
            } else if line.hasPrefix(" "), line.dropFirst().first?.isLetter == true {
                let head = line.dropFirst().prefix { $0 != "(" }
                names = (head.components(separatedBy: "  ").first ?? "").split(separator: ",").map {
                    Substring($0.trimmingCharacters(in: .whitespaces))
                }
            } else {
                names = []
            }
            for name in names.map(String.init) where !name.isEmpty {
                let declared = targets.contains(name)
                #expect(declared, "docs/architecture.md's map lists \(name), which Package.swift lacks")
            }
        }
    }
}
