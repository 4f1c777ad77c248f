import Foundation
import KeyboardAvoidance

/// What a field's words say: its keyboard, whether it is a password, a search or a multi-line field, and the id its
/// label makes. Words are compared folded (lower case, no accents), split at spaces, punctuation and camel case, so
/// `emailInput`, `E-mail` and `e_mail` all say email.
enum FieldWords {
    /// What a field's words ask for.
    struct Reading: Equatable {
        var keyboard: KeyboardType = .letters
        var password = false
        var search = false
        var multiline = false
    }

    /// Words of a password, in the languages the lab's users write in.
    static let passwordWords = [
        "password", "passwort", "kennwort", "senha", "contrasena", "clave", "passcode", "pwd", "mot de passe",
        "mdp",
    ]
    /// Words of an email address (English, Portuguese, Spanish, French, German).
    static let emailWords = ["email", "e mail", "mail", "correo", "correio", "courriel", "adresse mail"]
    /// Words of digits: phone numbers, one-time codes, Brazil's CPF, CNPJ and CEP, postcodes, card numbers, in
    /// English, Portuguese, Spanish, French and German.
    static let digitWords = [
        "phone", "telephone", "tel", "mobile", "cell", "telefone", "celular", "telefono", "movil", "telefon",
        "telefonnummer", "rufnummer", "handynummer", "mobilnummer", "portable", "cpf", "cnpj", "cep", "zip", "postcode",
        "postal code",
        "codigo postal", "code postal", "postleitzahl", "plz", "otp", "pin", "cvv", "cvc", "digits", "card number",
        "numero do cartao", "numero de tarjeta", "code",
    ]
    /// Words that make a code letters after all: a promo code is not digits.
    static let letterCodeWords = ["promo", "referral", "coupon", "discount", "invite", "voucher", "gift"]
    /// Words of a search field.
    static let searchWords = [
        "search", "busca", "buscar", "busqueda", "pesquisa", "pesquisar", "suche", "suchen", "recherche", "rechercher",
    ]
    /// Words of a field that takes several lines.
    static let multilineWords = ["text area", "textarea", "composer", "multiline", "multi line"]

    /// What `text` says about its field.
    static func reading(of text: String) -> Reading {
        let words = " " + normalized(text) + " "
        func says(_ list: [String]) -> Bool { list.contains { words.contains(" \($0) ") } }
        var reading = Reading()
        reading.search = says(searchWords)
        reading.multiline = says(multilineWords)
        if says(passwordWords) {
            reading.password = true
        } else if says(emailWords) {
            reading.keyboard = .email
        } else if says(digitWords), !(words.contains(" code ") && says(letterCodeWords)) {
            reading.keyboard = .numberPad
        }
        return reading
    }

    /// What a value shown in a field says by its shape rather than its words: bullets (`••••••••`, `****`) are a
    /// password; digits with a mask's separators (`123.456.789-00`, `15/05/1985`, `(11) 91234-5678`) take the number
    /// pad; an `@` (`hoge@example.com`, "Mail (@example.com)") takes the email keyboard. Nil when its shape says nothing.
    static func shape(of text: String) -> Reading? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty else { return nil }
        var reading = Reading()
        let bullets: Set<Character> = ["•", "●", "∙", "·", "*", "⦁", "◦"]
        if value.count >= 3, value.allSatisfy({ bullets.contains($0) }) {
            reading.password = true
            return reading
        }
        let separators: Set<Character> = [".", "-", "/", "(", ")", "+", " ", ":"]
        let digits = value.filter(\.isNumber).count
        if digits >= 4, value.allSatisfy({ $0.isNumber || separators.contains($0) }) {
            reading.keyboard = .numberPad
            return reading
        }
        if value.contains("@") {
            reading.keyboard = .email
            return reading
        }
        return nil
    }

    /// Whether `text` is a value rather than a label: bullets or masked digits, which name nothing.
    static func isValue(_ text: String) -> Bool {
        guard let shape = shape(of: text) else { return false }
        return shape.password || shape.keyboard == .numberPad
    }

    /// `text`'s words, folded and joined by single spaces: `"E-mail address"` → `"e mail address"`,
    /// `"com.app:id/emailInput"` → `"com app id email input"`.
    static func normalized(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = ""
        var previous: Character = " "
        for character in folded {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previous.isLowercase { out.append(" ") }
                out.append(contentsOf: character.lowercased())
            } else if out.last != " " {
                out.append(" ")
            }
            previous = character
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// The id `label` makes: its ASCII words in lower camel case (`"Email address"` → `emailAddress`), at most 32
    /// characters; `field` when none is left.
    static func identifier(from label: String) -> String {
        let words = normalized(label).split(separator: " ").map { word in
            String(word.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0)) })
        }.filter { !$0.isEmpty }
        var id = ""
        for word in words {
            guard id.count + word.count <= 32 else { break }
            id += id.isEmpty ? word : word.prefix(1).uppercased() + word.dropFirst()
        }
        if id.isEmpty { return "field" }
        return id.first?.isNumber == true ? "field" + id : id
    }

    /// `id`, or `id2`, `id3` … when `seen` holds it; added to `seen`.
    static func unique(_ id: String, among seen: inout Set<String>) -> String {
        var candidate = id
        var number = 2
        while seen.contains(candidate) {
            candidate = "\(id)\(number)"
            number += 1
        }
        seen.insert(candidate)
        return candidate
    }
}
