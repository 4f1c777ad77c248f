import Foundation
import KeyboardAvoidance
import LabTestSupport

/// The device presets, read from the repository's Assets, for matching screenshots.
enum HierarchyFixtures {
    static let devices: [DeviceProfile] = {
        let folder = TestPaths.assets.appending(path: "Devices")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".json") }.compactMap { name in
            guard let data = try? Data(contentsOf: folder.appending(path: name)) else { return nil }
            return try? DeviceProfile.decode(data, file: name)
        }
    }()
}
