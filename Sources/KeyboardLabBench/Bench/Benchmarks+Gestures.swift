import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI

extension Benchmarks {
    /// Frames of an interactive dismissal at 60 Hz on the sample form: the keyboard up for the books field, then a
    /// finger dragging the content down through the keyboard over 0.75 s and releasing, then the hide; half of the
    /// drags are pulled back up instead. One entry per frame of reduce + advance + layout + view + render.
    func interactiveDragFrames(repeats: Int) throws -> [Double] {
        var runtime = runtime(Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer))
        runtime.step([StepInput(.dismissMode(.interactive))], to: .zero)
        var samples: [Double] = []
        var frame = 0
        for cycle in 0..<repeats {
            let pullBack = cycle % 2 == 1
            for local in 0..<120 {
                let time = Instant(seconds: Double(frame) / 60)
                let start = clock.now
                let y = 300 + Double(local - 30) * (pullBack && local > 60 ? 4 : 11)
                let action: Action? =
                    switch local {
                    case 0: .focusField("books")
                    case 30: .pointerDown(Point(x: 200, y: 300))
                    case 31..<75: .pointerMoved(Point(x: 200, y: y))
                    case 75: .pointerUp(Point(x: 200, y: y))
                    default: nil
                    }
                try headless.render(runtime.step(action.map { [StepInput($0)] } ?? [], to: time, drawing: .captures))
                if (31..<75).contains(local) { samples.append(Self.milliseconds(clock.now - start)) }
                frame += 1
            }
        }
        return samples
    }
}
