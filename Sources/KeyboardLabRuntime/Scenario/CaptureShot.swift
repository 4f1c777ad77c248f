import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages

/// One capture of a scenario: each phone's draw list and picture, and the phones as captured. A scenario has one
/// phone; a `compare` scenario one per spec, whose capture is their pictures side by side, each under its caption
/// (its `label=`, else the values that set it apart from the others).
///
/// ```swift
/// let shot = CaptureShot(lists: lists, images: images, phones: phones, labels: ["keyboardlab", "swiftui"])
/// shot.image          // the phones side by side, labelled
/// shot.values["2.inset.bottom"]
/// ```
package struct CaptureShot {
    /// Each phone's draw list.
    package var lists: [DrawList]
    /// Each phone's picture.
    package var images: [RGBAImage]
    /// The phones as captured.
    package var phones: [Phone]
    /// Each phone's label (its `label=`, else what sets it apart from the others); empty for one phone.
    package var labels: [String]
    /// The capture: the phone's picture, or several phones' side by side under their labels.
    package let image: RGBAImage

    /// A capture of `phones`, drawn as `lists` into `images`, labelled with `labels` when there are several.
    package init(lists: [DrawList], images: [RGBAImage], phones: [Phone], labels: [String]) {
        self.lists = lists
        self.images = images
        self.phones = phones
        self.labels = labels
        image = Self.compose(images, labels: labels)
    }

    /// The capture of `phones` in `frame`, a step of `runner`'s scenario, drawn by `headless`: compared phones
    /// labelled with what each runs now (a timed `at T phone N device …` renames its phone, as in the window).
    package init(frame: LabFrame, phones: [Phone], runner: ScenarioRunner, headless: HeadlessCanvas) throws(LabError) {
        var images: [RGBAImage] = []
        for list in frame.drawLists { images.append(try headless.capture(list)) }
        var source = runner.captionSource
        let now = phones.first?.now.seconds ?? 0
        for event in runner.scenario.events where event.time.seconds <= now + 1e-9 {
            source.changed.formUnion(event.action.conditionNames)
        }
        let labels = source.specs.isEmpty ? [] : source.captions(for: phones)
        self.init(lists: frame.drawLists, images: images, phones: phones, labels: labels)
    }

    /// The first phone.
    package var phone: Phone { phones[0] }

    /// `images` side by side on a contact sheet's background, each under its label (drawn at `labelScale` at
    /// most); one image without a label as it is.
    package static func compose(_ images: [RGBAImage], labels: [String], labelScale: Int = 2) -> RGBAImage {
        guard images.count > 1 || !labels.isEmpty else { return images[0] }
        let tiles = images.indices.map { index in
            ContactSheet.Tile(label: labels.indices.contains(index) ? labels[index] : "", image: images[index])
        }
        return ContactSheet(rows: [tiles], largestLabelScale: labelScale).render()
    }

    /// Every list rendered again and compared with its picture in place: nil when every picture is the same, else
    /// the capture made of the second renders (a headless that is not deterministic fails the capture).
    package func recaptured(with headless: HeadlessCanvas) throws(LabError) -> RGBAImage? {
        var again = images
        var differs = false
        for index in lists.indices {
            guard let other = try headless.recapture(lists[index], differingFrom: images[index]) else { continue }
            again[index] = other
            differs = true
        }
        return differs ? Self.compose(again, labels: labels) : nil
    }

    /// The problems every phone flags at the capture, as the overlay words them (several phones' prefixed with the
    /// phone's number, `2: field covered by 12 dp`): what a failing capture's line quotes.
    package var problemLines: [String] {
        guard phones.count > 1 else { return phone.problemLines }
        return phones.enumerated().flatMap { index, phone in phone.problemLines.map { "\(index + 1): \($0)" } }
    }

    /// Every phone's values (``FrameValues``), flattened: one phone's keys as they are, several phones' prefixed
    /// with the phone's number (`2.inset.bottom`).
    package var values: [String: Double] {
        guard phones.count > 1 else { return FrameValues(phone).flattened }
        var merged: [String: Double] = [:]
        for (index, phone) in phones.enumerated() {
            for (key, value) in FrameValues(phone).flattened { merged["\(index + 1).\(key)"] = value }
        }
        return merged
    }
}
