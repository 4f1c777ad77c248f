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
    static let passwordWords = ["password", "passwort", "senha", "contrasena", "passcode", "pwd", "mot de passe"]
    /// Words of an email address.
    static let emailWords = ["email", "e mail", "mail", "correo"]
    /// Words of digits: phone numbers, one-time codes, Brazil's CPF, CNPJ and CEP, postcodes, card numbers.
    static let digitWords = [
        "phone", "telephone", "tel", "mobile", "cell", "telefone", "celular", "telefono", "cpf", "cnpj", "cep", "zip",
        "postcode", "postal code", "otp", "pin", "cvv", "cvc", "digits", "card number", "code",
    ]
    /// Words that make a code letters after all: a promo code is not digits.
    static let letterCodeWords = ["promo", "referral", "coupon", "discount", "invite", "voucher", "gift"]
    /// Words of a search field.
    static let searchWords = ["search", "busca", "buscar", "pesquisa", "pesquisar", "suche", "recherche"]
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
