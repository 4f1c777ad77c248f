import Foundation
import Glibc
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles

/// `run`'s live reload: the screen or form file and the device file it was given, polled for saves a few times a
/// second (a `stat` each: a few microseconds), read again once a save has settled, and handed to the lab. A file
/// that no longer reads keeps the last good screen or device and gives its one-line error, shown in the window and
/// on standard error until a good save clears it.
///
/// ```swift
/// var reload = LiveReload(files: [.screen(path: "signup.json")])
/// for change in reload.poll() { … }  // .screen(Screen) after a good save, .failed(line) after a bad one
/// ```
package struct LiveReload {
    /// A file `run` was given.
    package enum Source: Equatable {
        /// A screen file (`--screen`).
        case screen(path: String)
        /// A form file (`--form`), shown as a screen whose content is the form.
        case form(path: String)
        /// The device file of the `--device` preset, in the Assets folder.
        case device(id: String, path: String)

        /// The file's path as given (relative to the working directory).
        package var path: String {
            switch self {
            case .screen(let path), .form(let path), .device(_, let path): path
            }
        }
    }

    /// What a settled save gave.
    package enum Change: Equatable {
        /// The screen or form file read well: show this.
        case screen(Screen)
        /// The device file read well: use this profile.
        case device(DeviceProfile)
        /// A file did not read: its one-line error; the last good version stays.
        case failed(String)
    }

    /// What identifies a version of a file: its modification time, size and inode (an editor that saves by renaming
    /// a new file over the old changes the inode).
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt64
    }

    /// The files and the versions last read (or seen).
    private(set) var sources: [Source]
    private var applied: [Stamp?]
    private var seen: [Stamp?]
    /// The errors standing now, by file index: shown until a good save of that file.
    private(set) var errors: [Int: String] = [:]

    /// Watches `files` from their versions now.
    package init(files: [Source]) {
        sources = files
        applied = files.map { Self.stamp(of: $0.path) }
        seen = applied
    }

    /// The error to show, one line per failing file; nil when every file last read well.
    var message: String? {
        errors.isEmpty ? nil : errors.keys.sorted().compactMap { errors[$0] }.joined(separator: "\n")
    }

    /// Checks every file; one whose version changed and then stayed the same for a poll (its save has finished) is
    /// read again. Returns what the reads gave, in file order.
    ///
    /// - Complexity: O(n) `stat` calls in the files, plus a read of each changed one.
    package mutating func poll() -> [Change] {
        var changes: [Change] = []
        for index in sources.indices {
            let now = Self.stamp(of: sources[index].path)
            defer { seen[index] = now }
            guard now != applied[index], now == seen[index], let now else { continue }
            applied[index] = now
            let change = Self.read(sources[index])
            if case .failed(let line) = change {
                errors[index] = line
                Console.error(line)
            } else {
                if errors.removeValue(forKey: index) != nil { Console.error("\(sources[index].path): reloaded") }
            }
            changes.append(change)
        }
        return changes
    }

    /// The current version of the file at `path`, or nil while it does not exist.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
        guard stat(url.path, &info) == 0 else { return nil }
        return Stamp(
            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
            inode: UInt64(info.st_ino))
    }

    /// Reads `source` as `run` read it at start.
    static func read(_ source: Source) -> Change {
        do {
            switch source {
            case .screen(let path):
                guard let screen = try LabSetup.screen(path) else { return .failed("\(path): no screen") }
                return .screen(screen)
            case .form(let path):
                return .screen(Screen(form: try LabSetup.formFile(path)))
            case .device(let id, let path):
                let data = try LabSetup.fileData(path)
                let profile: DeviceProfile
                profile = try DeviceProfile.decode(data, file: path)
                guard profile.id == id else {
                    return .failed("\(path): id \"\(profile.id)\" changed; expected \"\(id)\" (restart to switch)")
                }
                return .device(profile)
            }
        } catch {
            return .failed("\(error)")
        }
    }
}
