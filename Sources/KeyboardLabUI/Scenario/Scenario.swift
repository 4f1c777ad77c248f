import KeyboardAvoidance

/// A scripted session: the device, the form, timed commands and the instants to capture.
///
/// ```
/// device iphone-15 portrait
/// dismiss-mode interactive
/// mask field videogames
/// at 0.00 tap field videogames
/// at 1.00 drag 200 400 to 200 800 over 0.4
/// capture 0.0..0.5 every 0.05 as show
/// end 1.0
/// ```
public struct Scenario: Equatable, Sendable {
    /// The scenario's name: its file name without `.scenario`, used as the capture folder.
    public var name: String
    /// The file it came from.
    public var file: String
    /// The device preset id.
    public var deviceID = DeviceProfile.standardID
    /// The line of the `device` command, if any.
    public var deviceLine: Int?
    /// The orientation at the start.
    public var orientation = Orientation.portrait
    /// The form file, relative to the working directory, or nil for the built-in sample form.
    public var formPath: String?
    /// The `screen` file's path as written, if any (a screen file, or a form file).
    public var screenPath: String?
    /// The line of the `screen` header, for errors.
    public var screenLine: Int?
    /// The line of the `form` command, if any.
    public var formLine: Int?
    /// Frames per second of the fixed step.
    public var fps = 60.0
    /// The options its header sets (`dismiss-mode …`, `appearance …`, `text-size …`, `keyboard …`).
    public var settings = ConditionOverrides()
    /// The scripted drags; ``ScenarioParser`` also expands each into ``events`` at the frame step.
    public var drags: [DragGesture] = []
    /// The timed commands, in time order.
    public var events: [TimedAction] = []
    /// The captures, in time order.
    public var captures: [Capture] = []
    /// The regions left out of every capture's comparison (`mask …` lines), in file order.
    public var masks: [ScenarioMask] = []
    /// When the scenario ends.
    public var end = 0.0
    /// The `compare` header's phone specs as written (`strategy=keyboardlab,strategy=swiftui`): two to four phones
    /// side by side, each under its spec, driven by the same commands, each capture one picture of them all; nil
    /// for one phone.
    public var compare: String?
    /// The line of the `compare` header, for errors.
    public var compareLine: Int?

    /// Creates an empty scenario.
    public init(name: String, file: String) {
        self.name = name
        self.file = file
    }

    /// The capture sequences, in order of first appearance: each `capture … as NAME` line is one.
    public var sequences: [String] {
        var seen: [String] = []
        for capture in captures where !seen.contains(capture.sequence) { seen.append(capture.sequence) }
        return seen
    }
}
