import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

extension Benchmarks {
    /// The frame cost under the heaviest conditions: the iPad Pro 11-inch (the largest canvas) in dark mode at
    /// ax5 (the largest text, stacked rows), over the same 60 Hz cycle as the sample form's figure: focus, keyboard
    /// show, Tab ×5, dismiss. One entry per frame of reduce + advance + layout + view + render.
    func conditionFrames(repeats: Int) throws -> [Double] {
        var phone = Phone(
            resources: resources, form: resources.sampleForm, deviceID: "ipad-pro-11", measurer: headless.measurer)
        phone.apply(ConditionOverrides(appearance: .dark, textSize: .ax5), measurer: headless.measurer)
        return try frameCycle(starting: phone, focus: "books", repeats: repeats)
    }

    /// The sample form's cycle on iOS 26 in `appearance`: the glass keyboard, blur included, in every frame it
    /// shows.
    func glassFrames(_ appearance: Appearance, repeats: Int) throws -> [Double] {
        var phone = Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer)
        phone.apply(ConditionOverrides(appearance: appearance, ios: .ios26), measurer: headless.measurer)
        return try frameCycle(starting: phone, focus: "books", repeats: repeats)
    }

    /// The sample form's cycle presented in a card on `device`: the presenting screen scaled and dimmed, the card
    /// rising with the keyboard where the presentation says so.
    func presentedFrames(device: String, _ presentation: ModalPresentation, repeats: Int) throws -> [Double] {
        var phone = Phone(
            resources: resources, form: resources.sampleForm, deviceID: device, measurer: headless.measurer)
        phone.apply(ConditionOverrides(presentation: presentation), measurer: headless.measurer)
        return try frameCycle(starting: phone, focus: "books", repeats: repeats)
    }
}
