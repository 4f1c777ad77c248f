extension ImportedField {
    /// Words of a password being chosen rather than given: a new one, or its confirmation.
    static let newPasswordWords = [
        "new", "confirm", "confirmation", "repeat", "again", "retype", "re enter", "nova", "novo", "confirmar",
        "confirme", "confirmacao", "repita", "repetir", "nueva", "nuevo", "confirmacion", "nouveau", "nouvelle",
        "confirmer", "confirmez", "neu", "neues", "bestatigen", "wiederholen",
    ]
    /// Words of the account a password belongs to.
    static let usernameWords = [
        "user", "username", "user name", "login", "usuario", "utilisateur", "identifiant", "benutzer",
        "benutzername", "account", "conta", "cuenta", "compte", "konto", "cpf",
    ]

    /// `fields` (in reading order) with their `textContentType`: a password the user chooses (one saying new or
    /// confirm, and the password just before it) is `newPassword`, another `password`; the field just before the
    /// first password, when it takes an email address or its words name an account, is `username`.
    ///
    /// - Complexity: O(n).
    static func withContentTypes(_ fields: [ImportedField]) -> [ImportedField] {
        var fields = fields
        let says = { (field: ImportedField, list: [String]) in
            let words = " " + FieldWords.normalized(field.label + " " + field.origin) + " "
            return list.contains { words.contains(" \($0) ") }
        }
        for index in fields.indices where fields[index].isPassword && !fields[index].isMultiline {
            guard says(fields[index], newPasswordWords) else {
                if fields[index].textContentType == nil { fields[index].textContentType = "password" }
                continue
            }
            fields[index].textContentType = "newPassword"
            if index > 0, fields[index - 1].isPassword { fields[index - 1].textContentType = "newPassword" }
        }
        if let first = fields.firstIndex(where: { $0.isPassword }), first > 0 {
            let before = fields[first - 1]
            if !before.isMultiline, before.keyboard == .email || says(before, usernameWords) {
                fields[first - 1].textContentType = "username"
            }
        }
        return fields
    }
}
