import Foundation
import TOMLKit

/// A Gradle version catalog (`gradle/libs.versions.toml`), read with a TOML library: its `[versions]` that are
/// whole numbers, which a build's `libs.versions.targetSdk.get().toInt()` names.
public enum VersionCatalog {
    /// The catalog's numeric versions by key, or the TOML parser's complaint about the file at `path`.
    public static func versions(_ data: Data, path: String) -> Result<[String: Int], AuditNote> {
        let text = String(decoding: data, as: UTF8.self)
        do {
            let table = try TOMLTable(string: text)
            guard let versions = table["versions"]?.table else { return .success([:]) }
            var numbers: [String: Int] = [:]
            for key in versions.keys {
                if let text = versions[key]?.string, let number = Int(text) {
                    numbers[key] = number
                } else if let number = versions[key]?.int {
                    numbers[key] = number
                }
            }
            return .success(numbers)
        } catch let error as TOMLParseError {
            return .failure(
                AuditNote(
                    path: path, line: error.source.begin.line,
                    message: "not a TOML version catalog: \(error.description)"))
        } catch {
            return .failure(AuditNote(path: path, message: "not a TOML version catalog: \(error)"))
        }
    }

    /// The version a build's accessor names: `android.targetSdk` is the key `android-targetSdk`,
    /// `android_targetSdk` or `android.targetSdk`.
    public static func lookUp(_ accessor: String, in versions: [String: Int]) -> Int? {
        for separator in ["-", "_", "."] {
            if let number = versions[accessor.replacingOccurrences(of: ".", with: separator)] { return number }
        }
        return versions.first { key, _ in
            key.lowercased().replacingOccurrences(of: "-", with: ".").replacingOccurrences(of: "_", with: ".")
                == accessor.lowercased()
        }?.value
    }
}
