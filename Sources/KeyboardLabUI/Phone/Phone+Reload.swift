import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Shows `shown` in place of the current screen, as a live reload after its file was saved: the text the user
    /// typed stays in the fields that still exist (matched by id; other fields take the file's values), the focused
    /// field keeps focus, its caret and the keyboard when it still exists, and the keyboard goes down when it does
    /// not. The layout changes as a rotation does: the keyboard and scroll state move onto it with a frame change,
    /// so a field that changed keyboard (a `kind` edited) changes keyboard in place.
    ///
    /// - Complexity: O(f) in the fields, plus a relayout.
    public mutating func reloadScreen(_ shown: Screen, measurer: any TextMeasuring) {
        let old = form
        let typed = editor.values
        let focusedID = focusedField?.id
        let caret = editor.caret
        var values = shown.form.fields.map(\.value)
        for (index, field) in old.fields.enumerated() where typed[index] != field.value {
            if let kept = shown.form.index(of: field.id) { values[kept] = typed[index] }
        }
        let refocus = focusedID.flatMap { shown.form.index(of: $0) }.flatMap {
            shown.form.fields[$0].isReadOnly ? nil : $0
        }
        if refocus == nil { dismiss() }
        page = PhonePage(shown)
        editor = PhoneEditor(values: values)
        // The file's dismiss mode, unless the command line or a scenario chose another.
        if conditions.dismissMode == old.keyboardDismissMode { conditions.dismissMode = shown.form.keyboardDismissMode }
        if let refocus { moveFocus(to: refocus, caret: min(caret, values[refocus].count)) }
        changeLayout(device: device, orientation: orientation, measurer: measurer)
    }

    /// Uses `profile` for the device it replaces (same id), as a live reload after its file was saved: the resources
    /// hold the new one and, when it is the device in use, the phone lays out again on it as on a device switch.
    public mutating func reloadDevice(_ profile: DeviceProfile, measurer: any TextMeasuring) {
        guard let index = resources.devices.firstIndex(where: { $0.id == profile.id }) else { return }
        resources.devices[index] = profile
        guard device.id == profile.id else { return }
        changeLayout(device: profile, orientation: orientation, measurer: measurer)
    }
}
