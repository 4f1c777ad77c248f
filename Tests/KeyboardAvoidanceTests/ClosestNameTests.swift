import KeyboardAvoidance
import Testing

/// "Did you mean …": the closest valid name to a misspelt one, and none when nothing is close.
@Suite struct ClosestNameTests {
    @Test(arguments: [
        ("zipcod", ["address", "city", "zipCode", "phone"], "zipCode"),
        ("iphone-51", ["iphone-se", "iphone-15", "iphone-15-pro-max"], "iphone-15"),
        ("keyboardlb", ["keyboardlab", "listener-2018", "observer-2018"], "keyboardlab"),
        ("tpa", ["tap", "type", "key", "drag"], "tap"),
        ("lisetner-2018", ["keyboardlab", "listener-2018"], "listener-2018"),
    ])
    func aMisspellingFindsItsName(word: String, names: [String], expected: String) {
        #expect(ClosestName.closest(to: word, in: names) == expected)
        #expect(ClosestName.hint(for: word, in: names) == "; did you mean \"\(expected)\"?")
    }

    @Test func nothingCloseGivesNoHint() {
        #expect(ClosestName.closest(to: "banana", in: ["iphone-se", "iphone-15"]) == nil)
        #expect(ClosestName.hint(for: "xyz", in: ["tap", "type"]).isEmpty)
    }
}
