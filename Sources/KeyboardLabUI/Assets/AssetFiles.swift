import Foundation

/// The bytes of an Assets folder's files, read at the edge (the platform layer) and decoded by
/// ``LabResources/decode(_:)``.
public struct AssetFiles: Equatable, Sendable {
    /// One file: its path, for errors, and its bytes.
    public struct File: Equatable, Sendable {
        /// The file's path.
        public var file: String
        /// The file's bytes.
        public var data: Data

        /// Creates a file.
        public init(file: String, data: Data) {
            self.file = file
            self.data = data
        }
    }

    /// The Assets folder.
    public var folder: URL
    /// Every `Devices/*.json` file.
    public var devices: [File]
    /// `Theme/ios-light.json`.
    public var theme: File
    /// `Theme/ios-dark.json`.
    public var darkTheme: File
    /// `Theme/android-light.json` and `Theme/android-dark.json`: Material 3's look, light then dark.
    public var androidThemes: [File]
    /// `Theme/dynamic-type.json`.
    public var dynamicType: File
    /// `Keyboards/letters.json`.
    public var letters: File
    /// `Keyboards/email.json`.
    public var email: File
    /// `Keyboards/numberPad.json`.
    public var numberPad: File
    /// `Keyboards/ipad-letters.json`, `ipad-email.json` and `ipad-numbers.json`: the iPad's docked layouts.
    public var padLayouts: [File]
    /// `Forms/profile.json`.
    public var sampleForm: File

    /// The files' paths inside the Assets folder.
    public enum Path {
        /// The devices folder.
        public static let devices = "Devices"
        /// The light theme.
        public static let theme = "Theme/ios-light.json"
        /// The dark theme.
        public static let darkTheme = "Theme/ios-dark.json"
        /// Android's light and dark themes, in that order.
        public static let androidThemes = ["Theme/android-light.json", "Theme/android-dark.json"]
        /// The Dynamic Type table.
        public static let dynamicType = "Theme/dynamic-type.json"
        /// The letters keyboard layout.
        public static let letters = "Keyboards/letters.json"
        /// The email keyboard layout.
        public static let email = "Keyboards/email.json"
        /// The number pad layout.
        public static let numberPad = "Keyboards/numberPad.json"
        /// The iPad's letters, email and numbers layouts, in that order.
        public static let padLayouts = [
            "Keyboards/ipad-letters.json", "Keyboards/ipad-email.json", "Keyboards/ipad-numbers.json",
        ]
        /// The sample form.
        public static let sampleForm = "Forms/profile.json"
    }

    /// Collects files already read.
    public init(
        folder: URL, devices: [File], theme: File, darkTheme: File, androidThemes: [File], dynamicType: File,
        letters: File, email: File, numberPad: File, padLayouts: [File], sampleForm: File
    ) {
        self.androidThemes = androidThemes
        self.folder = folder
        self.devices = devices
        self.theme = theme
        self.darkTheme = darkTheme
        self.dynamicType = dynamicType
        self.padLayouts = padLayouts
        self.letters = letters
        self.email = email
        self.numberPad = numberPad
        self.sampleForm = sampleForm
    }
}
