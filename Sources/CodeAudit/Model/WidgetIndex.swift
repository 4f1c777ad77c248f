/// Which of a Flutter app's own widgets and helper methods hold something, found across its files: a
/// `NumericTextField` class whose state builds a `TextFormField` holds a text field, so a Scaffold over a list of them
/// is over text fields; a sheet's content class that pads by `MediaQuery.viewInsetsOf` pads for the keyboard.
///
/// ```swift
/// let index = WidgetIndex(files: dartFiles)
/// let helpers = index.helpers(holding: ["TextField"])           // ["lib/login.dart": ["_entryField"]]
/// index.classes(holding: ["TextField"], helpers: helpers)        // ["NumericTextField", "_NumericTextFieldState"]
/// ```
struct WidgetIndex {
    /// Each declaration's name and the tokens of its body, with the file they are in, and whether it is a class.
    var declarations: [(name: String, file: Int, body: Range<Int>, isClass: Bool)] = []
    let files: [SourceFile]

    /// Methods every widget declares: naming them would make every widget hold what one of them builds.
    static let overrides: Set<String> = [
        "build", "createState", "initState", "dispose", "didChangeDependencies", "didUpdateWidget", "main",
        "if", "for", "while", "switch", "catch", "on",
    ]

    /// The declarations of `files`: classes (`class X … { … }`) and functions and methods (`name(…) { … }` or
    /// `name(…) => …;`).
    init(files: [SourceFile]) {
        self.files = files
        for (number, file) in files.enumerated() {
            let tokens = file.tokens
            for index in tokens.indices.dropLast() where tokens[index].is("class") {
                let name = tokens[index + 1]
                guard name.kind == .identifier,
                    let open = tokens[(index + 2)...].prefix(24).firstIndex(where: { $0.is("{") }),
                    let close = file.partner(of: open)
                else { continue }
                declarations.append((name.text, number, (open + 1)..<close, true))
            }
            for call in file.calls where !Self.overrides.contains(call.name) {
                guard call.index == 0 || !file.tokens[call.index - 1].is(".") else { continue }
                if let block = call.block, call.parentheses != nil {
                    declarations.append((call.name, number, block, false))
                } else if let parentheses = call.parentheses, parentheses.upperBound + 1 < tokens.count,
                    tokens[parentheses.upperBound + 1].is("=>")
                {
                    let end = tokens[(parentheses.upperBound + 2)...].firstIndex { $0.is(";") } ?? tokens.count
                    declarations.append((call.name, number, (parentheses.upperBound + 2)..<end, false))
                }
            }
        }
    }

    /// The functions and methods of each file (by path) that hold one of `names`: that name it, or call a helper of
    /// their own file that does. A helper named in two files is each file's own.
    func helpers(holding names: Set<String>) -> [String: Set<String>] {
        var helpers: [Int: Set<String>] = [:]
        for _ in 0..<6 {
            var next: [Int: Set<String>] = [:]
            for declaration in declarations where !declaration.isClass {
                let known = names.union(helpers[declaration.file] ?? [])
                if files[declaration.file].mentions(known, in: declaration.body) {
                    next[declaration.file, default: []].insert(declaration.name)
                }
            }
            if next == helpers { break }
            helpers = next
        }
        return Dictionary(uniqueKeysWithValues: helpers.map { (files[$0.key].path, $0.value) })
    }

    /// The classes that hold one of `names`: whose body names it or one of its file's `helpers`, or whose state class
    /// (`_XState`, named in its `createState`) does. References between classes are not followed further: a screen
    /// that navigates to another does not hold what that one shows. A class declared twice is left out.
    func classes(holding names: Set<String>, helpers: [String: Set<String>]) -> Set<String> {
        let counts = Dictionary(declarations.map { ($0.name, 1) }, uniquingKeysWith: +)
        let classes = declarations.filter { $0.isClass && counts[$0.name] == 1 }
        let direct = Set(
            classes.filter { declaration in
                let file = files[declaration.file]
                return file.mentions(names.union(helpers[file.path] ?? []), in: declaration.body)
            }.map(\.name))
        let states = direct.filter { $0.hasSuffix("State") }
        let owners = classes.filter { files[$0.file].mentions(states, in: $0.body) }.map(\.name)
        return direct.union(owners)
    }
}
