import Foundation
import KeyboardAvoidance
import Testing

@Suite struct FormTests {
    @Test func sampleFormHasTheDesignsFieldsInOrder() throws {
        let form = try loadSampleForm()
        #expect(
            form.fields.map(\.id) == [
                "address", "city", "zipCode", "phone", "mail", "hobbies", "like", "hate", "sports", "movies", "musics",
                "books", "videogames", "notes",
            ])
        #expect(form.field("city")?.value == "Bordeaux")
        #expect(form.field("zipCode")?.value == "33000")
        #expect(form.field("sports")?.value == "basket, footing, ...")
        #expect(form.field("phone")?.keyboardType == .numberPad)
        #expect(form.field("mail")?.keyboardType == .email)
        #expect(form.field("notes")?.keyboardType == .multiline)
    }

    @Test func frenchFormHasTheFrenchLabels() throws {
        let form = try loadForm("profil-fr")
        let labels = form.fields.map(\.label)
        for label in [
            "Adresse", "Ville", "Code postal", "Téléphone", "e-mail", "Loisirs", "Intérêts", "Déteste",
            "Sports", "Films", "Musiques", "Livres", "Jeux vidéos",
        ] {
            #expect(labels.contains(label))
        }
        #expect(form.fields.map(\.id) == (try loadSampleForm()).fields.map(\.id))
    }

    @Test func focusOrderAndReturnKeyLabels() throws {
        let form = try loadSampleForm()
        #expect(form.field(after: "city")?.id == "zipCode")
        #expect(form.field(after: "zipCode")?.id == "phone", "focus crosses sections")
        #expect(form.field(before: "address") == nil)
        #expect(form.field(after: "notes") == nil)
        #expect(form.returnKeyLabel(for: "city") == "Next")
        #expect(form.returnKeyLabel(for: "notes") == "return")
        var short = form
        short.sections[2].fields.removeLast()
        #expect(short.fields.count == form.fields.count - 1)
        #expect(short.returnKeyLabel(for: "videogames") == "Done")
    }

    /// The check for repeated ids trusts the form's index, which follows every change to the sections.
    @Test func aRepeatedIdAddedAfterLoadingIsStillRefused() throws {
        var form = try loadSampleForm()
        form.sections[0].fields.append(form.sections[0].fields[0])
        #expect(form.fields.count == (try loadSampleForm()).fields.count + 1)
        #expect(throws: LabError.self) { try form.validated(file: "f.json") }
    }

    @Test func layoutStacksRowsAndHitTestsByBinarySearch() throws {
        let form = try loadSampleForm()
        let layout = FormLayout(form: form, width: 393)
        #expect(layout.rowFrames.count == form.fields.count)
        #expect(layout.rowFrames[0].minX == 16 && layout.rowFrames[0].width == 361)
        #expect(FormLayout(form: form, width: 430).rowFrames[0].minX == 20)
        for (i, row) in layout.rowFrames.enumerated() {
            #expect(layout.fieldIndex(at: Point(x: row.midX, y: row.midY)) == i)
            if i > 0 { #expect(row.minY >= layout.rowFrames[i - 1].maxY) }
        }
        #expect(layout.fieldIndex(at: Point(x: 2, y: layout.rowFrames[0].midY)) == nil, "left of the group")
        #expect(layout.fieldIndex(at: Point(x: 100, y: 1)) == nil, "in the header labels")
        let notes = try #require(form.index(of: "notes"))
        #expect(layout.rowFrames[notes].height == 22 + 3 * 22)
        let visible = layout.rows(intersectingMinY: layout.rowFrames[3].midY, maxY: layout.rowFrames[6].midY)
        #expect(visible == 3..<7)
        #expect(layout.section(ofField: 4) == 1)
        #expect(layout.contentSize.height == layout.rowFrames.last.map { $0.maxY + 35 })
    }

    @Test func multilineFieldGrowsOneLineAtATime() throws {
        let form = try loadSampleForm()
        let notes = try #require(form.index(of: "notes"))
        let three = FormLayout(form: form, width: 393, lineCounts: [notes: 2])
        let five = FormLayout(form: form, width: 393, lineCounts: [notes: 5])
        #expect(five.rowFrames[notes].height - three.rowFrames[notes].height == 44)
        #expect(five.contentSize.height - three.contentSize.height == 44)
    }

    @Test(arguments: [
        (#"{"title": "x", "sections": []}"#, "the form has no fields"),
        (#"{"title": "x"}"#, #"the top level has no "sections""#),
        (
            #"{"sections": [{"title": "a", "fields": [{"id": "a", "label": "A"}, {"id": "a", "label": "B"}]}]}"#,
            "duplicate field id \"a\""
        ),
        (
            #"{"sections": [{"title": "a", "fields": [{"id": 3, "label": "A"}]}]}"#,
            "sections[0].fields[0].id: expected a string"
        ),
        (#"{"sections": [{"title": "a", "fields": [{"label": "A"}]}]}"#, #"sections[0].fields[0] has no "id""#),
        (#"{"sections": [ oops"#, "not valid JSON"),
    ])
    func badFormsAreReportedWithTheirPlace(json: String, expected: String) {
        #expect {
            try JSONInput.decode(Form.self, from: Data(json.utf8), file: "bad.json").validated(file: "bad.json")
        } throws: { error in
            let text = (error as? LabError)?.description ?? ""
            return text.hasPrefix("bad.json") && text.contains(expected) && !text.contains("\n")
        }
    }

    @Test func wrongTypeErrorsNameTheLine() {
        let json =
            "{\n  \"sections\": [\n    {\"title\": \"a\", \"fields\": []},\n    {\"title\": 5, \"fields\": []}\n  ]\n}"
        #expect {
            try JSONInput.decode(Form.self, from: Data(json.utf8), file: "f.json")
        } throws: { error in
            (error as? LabError)?.line == 4
        }
    }
}

@Suite struct DeviceProfileTests {
    @Test(arguments: [("iphone-se", 260.0), ("iphone-15", 336.0), ("iphone-15-pro-max", 346.0)])
    func lettersKeyboardWithPredictiveBarMatchesTheDesign(id: String, height: Double) throws {
        let device = try loadDevice(id)
        #expect(device.keyboardHeight(.portrait, type: .letters, options: KeyboardOptions()) == height)
        let frame = device.keyboardFrame(.portrait, type: .letters, options: KeyboardOptions(), visible: true)
        #expect(frame.maxY == device.portraitSize.height)
        #expect(
            device.keyboardFrame(.portrait, type: .letters, options: KeyboardOptions(), visible: false).minY
                == device.portraitSize.height)
        #expect(
            device.keyboardHeight(.portrait, type: .numberPad, options: KeyboardOptions()) == 216
                + device.portrait.safeArea.bottom)
        #expect(
            device.keyboardHeight(.landscape, type: .letters, options: KeyboardOptions()) < device.portraitSize.width)
    }

    @Test func allPresetsLoadSortedBySize() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: assetsFolder.appending(path: "Devices").path)
        let files = try names.map { ("Devices/\($0)", try assetData("Devices/\($0)")) }
        let devices = try DeviceProfile.decodeAll(files, folder: "Devices")
        // One device a file, named after it; shortest screen first, ties by id.
        #expect(Set(devices.map(\.id)) == Set(names.map { String($0.dropLast(".json".count)) }))
        #expect(devices.count == names.count)
        for (shorter, taller) in zip(devices, devices.dropFirst()) {
            let order = (shorter.portraitSize.height, shorter.id) < (taller.portraitSize.height, taller.id)
            #expect(order, "\(shorter.id) before \(taller.id)")
        }
    }

    @Test func badDevicesAreRefused() throws {
        var device = try loadDevice("iphone-15")
        device.portraitSize.width = 0
        #expect(throws: LabError.self) { try device.validated(file: "d.json") }
        device = try loadDevice("iphone-15")
        device.landscape.keyboardHeights.letters = 500
        #expect {
            try device.validated(file: "d.json")
        } throws: { error in
            (error as? LabError)?.description.contains("expected less than the screen's 393.0") == true
        }
        device = try loadDevice("iphone-15")
        device.portrait.keyboardHeights.numberPad = -3
        #expect(throws: LabError.self) { try device.validated(file: "d.json") }
    }
}
