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

    @Test(arguments: [
        ("Contraseña", KeyboardType.letters, true), ("Mot de passe", .letters, true), ("Passwort", .letters, true),
        ("Kennwort", .letters, true), ("Correo electrónico", .email, false), ("Courriel", .email, false),
        ("Adresse e-mail", .email, false), ("Teléfono móvil", .numberPad, false), ("Téléphone", .numberPad, false),
        ("Telefonnummer", .numberPad, false), ("Telefon", .numberPad, false), ("Código postal", .numberPad, false),
        ("Postleitzahl", .numberPad, false),
    ])
    func portugueseSpanishFrenchAndGermanWordsSayTheKind(_ words: String, _ keyboard: KeyboardType, _ password: Bool) {
        let reading = FieldWords.reading(of: words)
        #expect(reading.keyboard == keyboard, "\(words)")
        #expect(reading.password == password, "\(words)")
    }

    @Test(arguments: [
        ("••••••••", KeyboardType.letters, true), ("******", .letters, true), ("123.456.789-00", .numberPad, false),
        ("15/05/1985", .numberPad, false), ("(11) 91234-5678", .numberPad, false), ("hoge@example.com", .email, false),
    ])
    func aValuesShapeSaysItsKind(_ value: String, _ keyboard: KeyboardType, _ password: Bool) throws {
        let field = ImportedField(label: "Campo", words: "", rect: .zero, origin: "", values: [value])
        #expect(field.keyboard == keyboard && field.isPassword == password, "\(value)")
        #expect(FieldWords.isValue(value) == (keyboard == .numberPad || password), "a value names nothing")
        #expect(FieldWords.shape(of: "Maria da Silva") == nil && FieldWords.shape(of: "12") == nil)
    }
}
