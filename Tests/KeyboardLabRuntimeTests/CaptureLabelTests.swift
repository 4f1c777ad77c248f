import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// A compare scenario's captures label each phone with what it runs at the capture's instant: after a recorded
/// F5 (`at T phone N device …`), the new device, as the window's captions say.
@Suite struct CaptureLabelTests {
    @Test func aCaptureAfterAPerPhoneDeviceChangeNamesTheNewDevice() throws {
        let runner = try runner(
            """
            device iphone-15
            compare device=iphone-15,device=pixel-8
            at 0.2 phone 1 device iphone-16-pro
            at 0.2 phone 2 device pixel-8a
            capture 0.1 as before
            capture 0.4 as after
            end 0.5
            """)
        let headless = try HeadlessCanvas(resources: resources(), scale: 1)
        var labels: [[String]] = []
        try ScenarioPlayback(runner: runner, measurer: headless.measurer).playAll { stop, frame, phones in
            guard case .capture = stop else { return }
            labels.append(try CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless).labels)
        }
        #expect(labels == [["iphone-15", "pixel-8"], ["iphone-16-pro", "pixel-8a"]])
    }
}
