import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// A field's words: its id and its keyboard.
@Suite struct FieldWordsTests {
    @Test(arguments: [
        ("Email address", "emailAddress"), ("E-mail", "eMail"), ("com.app:id/full_name", "comAppIdFullName"),
        ("Número do CPF", "numeroDoCpf"), ("  ", "field"), ("2FA code", "field2faCode"), ("emailInput", "emailInput"),
        ("Senha", "senha"),
    ])
    func anIdIsTheLabelsWordsInLowerCamelCase(_ label: String, _ id: String) {
        #expect(FieldWords.identifier(from: label) == id)
    }

    @Test(arguments: [
        ("Email address", KeyboardType.email, false), ("your e-mail", .email, false), ("Password", .letters, true),
        ("Senha", .letters, true), ("Phone (mobile)", .numberPad, false), ("CPF", .numberPad, false),
        ("Verification code", .numberPad, false), ("Promo code", .letters, false), ("Full name", .letters, false),
        ("telephoneNumber", .numberPad, false), ("tel", .numberPad, false), ("Hotel", .letters, false),
    ])
    func theKeyboardComesFromTheWords(_ words: String, _ keyboard: KeyboardType, _ password: Bool) {
        let reading = FieldWords.reading(of: words)
        #expect(reading.keyboard == keyboard)
        #expect(reading.password == password)
    }

    @Test func searchAndTextAreasAreSaid() {
        #expect(FieldWords.reading(of: "Search bar").search)
        #expect(FieldWords.reading(of: "TextArea").multiline)
        #expect(!FieldWords.reading(of: "Research notes").search, "whole words only")
    }

    @Test func repeatedIdsGetANumber() {
        var seen: Set<String> = []
        #expect(
            ["name", "name", "email", "name"].map { FieldWords.unique($0, among: &seen) } == [
                "name", "name2", "email", "name3",
            ])
    }
}
