import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// `--vary KEY=V1,V2…` as `sheet` and `check` read it: parsing, the order of the combinations and their folder names.
@Suite("VariationMatrix")
struct VariationMatrixTests {
    @Test func combinationsVaryTheFirstKeySlowest() throws {
        let matrix = try VariationMatrix(parsing: [
            "device=iphone-se,iphone-15,iphone-17-pro-max", "appearance=light,dark",
        ])
        #expect(
            matrix.combinations.map(\.name) == [
                "device-iphone-se+appearance-light", "device-iphone-se+appearance-dark",
                "device-iphone-15+appearance-light", "device-iphone-15+appearance-dark",
                "device-iphone-17-pro-max+appearance-light", "device-iphone-17-pro-max+appearance-dark",
            ])
        #expect(matrix.combinations[1].spec == "device=iphone-se+appearance=dark")
        #expect(matrix.combinations[1].label == "device=iphone-se appearance=dark")
    }

    @Test func withoutVaryThereIsOneEmptyCombination() throws {
        let matrix = try VariationMatrix(parsing: [])
        #expect(matrix.isEmpty)
        #expect(matrix.combinations == [Combination()])
        #expect(Combination().name.isEmpty)
    }

    @Test(arguments: [
        ("pageSheet/medium", "pageSheet_medium"),
        ("late-did/hidden-height-44", "late-did_hidden-height-44"),
        ("../../etc", ".._.._etc"),
        ("..", ".."),
        ("Assets/Screens/chat.json", "Assets_Screens_chat.json"),
        ("a b?c#d%e+f=g", "a_b_c_d_e_f_g"),
        ("été", "_t_"),
    ])
    func valuesBecomeSafeFolderNames(value: String, safe: String) {
        #expect(Combination.safe(value) == safe)
        let name = Combination([.init(key: "presentation", value: value)]).name
        #expect(name == "presentation-\(safe)")
        // One path component, never `.` or `..`, nothing a URL or a file system reads specially.
        #expect(!name.contains("/") && !name.hasPrefix("."))
        #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-+".contains($0)) })
    }

    @Test func namesAreStableWhateverTheMachine() throws {
        let matrix = try VariationMatrix(parsing: ["quirks=none,late-did/hidden-height-44", "text-size=l,ax3"])
        #expect(
            matrix.combinations.map(\.name) == [
                "quirks-none+text-size-l", "quirks-none+text-size-ax3", "quirks-late-did_hidden-height-44+text-size-l",
                "quirks-late-did_hidden-height-44+text-size-ax3",
            ])
    }

    @Test(arguments: [
        ("colour=red", "--vary colour=red: expected KEY=V1,V2,… with KEY one of device, orientation"),
        ("devise=iphone-se", "did you mean \"device\"?"),
        ("device=", "--vary device=: expected at least one value after ="),
        ("device", "--vary device: expected KEY=V1,V2,…"),
        ("device=iphone-se,iphone-se", "--vary device=iphone-se,iphone-se: \"iphone-se\" is given twice"),
    ])
    func badVariationsAreOneLineNamingTheFlag(text: String, expected: String) {
        #expect {
            _ = try VariationMatrix(parsing: [text])
        } throws: { error in
            // The library names the option `vary`; the command line words it as `--vary`.
            guard let error = error as? LabError, error.place?.name == "vary" else { return false }
            let line = error.worded { "--\($0)" }
            return line.contains(expected) && !line.contains("\n") && !error.description.contains("--vary")
        }
    }

    @Test func aKeyVariedTwiceOrValuesSharingAFolderAreRefused() {
        #expect(throws: LabError.self) { try VariationMatrix(parsing: ["device=iphone-se", "device=iphone-15"]) }
        #expect {
            _ = try VariationMatrix(parsing: ["screen=a/b.json,a_b.json"])
        } throws: { error in "\(error)".contains("would share the folder name screen-a_b.json") }
        #expect {
            _ = try VariationMatrix(parsing: ["strategy=Keyboardlab,keyboardlab"])
        } throws: { error in "\(error)".contains("would share the folder name") }
    }

    @Test func specsCheckEachValueAgainstTheAssets() throws {
        let resources = try loadResources()
        let matrix = try VariationMatrix(parsing: ["device=iphone-se,iphone-15", "appearance=dark"])
        let specs = try matrix.specs(resources: resources)
        #expect(specs.map { $0.settings[ConditionKeys.device] } == ["iphone-se", "iphone-15"])
        #expect(specs.allSatisfy { $0.settings[ConditionKeys.appearance] == .dark })
        #expect {
            _ = try VariationMatrix(parsing: ["device=iphone-se,nokia-3310", "appearance=dark"]).specs(
                resources: resources)
        } throws: { error in
            (error as? LabError)?.worded { "--\($0)" }
                .hasPrefix("--vary device=nokia-3310: unknown device \"nokia-3310\"") == true
        }
    }

    @Test func aSpecAppliesItsDeviceAndOrientationToAScenario() throws {
        let resources = try loadResources()
        let scenario = try ScenarioParser.parse("device iphone-15 portrait\nend 1\n", file: "s.scenario")
        let spec = try PhoneSpec.parse("device=iphone-se+orientation=landscape", resources: resources, option: "vary")
        let varied = spec.applied(to: scenario)
        #expect(varied.deviceID == "iphone-se")
        #expect(varied.orientation == .landscape)
        #expect(PhoneSpec().applied(to: scenario) == scenario)
    }
}
