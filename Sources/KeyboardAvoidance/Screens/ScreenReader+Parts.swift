import Foundation

/// Reading a screen file's chat messages, bottom bar and tab bar.
extension ScreenReader {
    /// A chat's messages and lift policy.
    func messages(_ content: [String: Any]) throws(LabError) -> MessageThread {
        try checkKeys(content, allowed: ["kind", "messages", "lift"], path: ["content"])
        guard let list = content["messages"] as? [Any] else {
            throw fail(["content", "messages"], "expected a list of {\"from\": \"me\" | \"them\", \"text\": \"…\"}")
        }
        var messages: [Message] = []
        messages.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            let path = ["content", "messages", "[\(index)]"]
            guard let object = item as? [String: Any] else {
                throw fail(path, "expected an object {\"from\": \"me\" | \"them\", \"text\": \"…\"}, found \(item)")
            }
            if object.count != 2 || object["from"] == nil || object["text"] == nil {
                try checkKeys(object, allowed: ["from", "text"], path: path)
            }
            guard let from = (object["from"] as? String).flatMap(Message.Sender.init(rawValue:)) else {
                throw fail(path + ["from"], "expected \"me\" or \"them\", found \(object["from"] ?? "nothing")")
            }
            guard let text = object["text"] as? String else {
                throw fail(path + ["text"], "expected a string, found \(object["text"] ?? "nothing")")
            }
            messages.append(Message(from: from, text: text))
        }
        var lift = LiftPolicy.whenAtEnd
        if let raw = try string(content["lift"], path: ["content", "lift"]) {
            let names = LiftPolicy.allCases.map(\.rawValue)
            guard let policy = LiftPolicy(rawValue: raw) else {
                throw fail(
                    ["content", "lift"],
                    "unknown lift \"\(raw)\"\(ClosestName.hint(for: raw, in: names)); expected "
                        + names.joined(separator: ", "))
            }
            lift = policy
        }
        return MessageThread(messages: messages, lift: lift)
    }

    /// The bottom bar: a button bar or a composer.
    func bottomBar(_ value: Any?) throws(LabError) -> BottomBar? {
        guard let value else { return nil }
        guard let bar = value as? [String: Any] else {
            throw fail(["bottomBar"], "expected an object with \"kind\": \"button\", \"composer\" or \"image\"")
        }
        let kind = try string(bar["kind"], path: ["bottomBar", "kind"])
        switch kind {
        case "image":
            return try imageBar(bar)
        case "button":
            try checkKeys(bar, allowed: ["kind", "title", "keyboard"], path: ["bottomBar"])
            guard let title = try string(bar["title"], path: ["bottomBar", "title"]), !title.isEmpty else {
                throw fail(["bottomBar"], "the button has no \"title\"; expected a non-empty string")
            }
            let raw = try string(bar["keyboard"], path: ["bottomBar", "keyboard"]) ?? "sticky"
            guard let keyboard = BottomBar.KeyboardBehaviour(rawValue: raw) else {
                throw fail(
                    ["bottomBar", "keyboard"], "unknown behaviour \"\(raw)\"; expected \"sticky\" or \"covered\"")
            }
            return .button(title: title, keyboard: keyboard)
        case "composer":
            try checkKeys(bar, allowed: ["kind", "id", "placeholder", "maxLines"], path: ["bottomBar"])
            let id = try string(bar["id"], path: ["bottomBar", "id"]) ?? "message"
            guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
                throw fail(["bottomBar", "id"], "id \"\(id)\"; expected a non-empty id with no spaces")
            }
            let placeholder = try string(bar["placeholder"], path: ["bottomBar", "placeholder"]) ?? "Message"
            var maxLines = 5
            if let raw = bar["maxLines"] {
                guard let number = Self.wholeNumber(raw), (1...20).contains(number) else {
                    throw fail(
                        ["bottomBar", "maxLines"], "found \(Self.shown(raw)); expected a whole number from 1 to 20")
                }
                maxLines = number
            }
            return .composer(Composer(id: id, placeholder: placeholder, maxLines: maxLines))
        default:
            throw fail(
                ["bottomBar", "kind"],
                (kind.map { "unknown kind \"\($0)\"" } ?? "missing")
                    + "; expected \"button\", \"composer\" or \"image\"")
        }
    }

    /// The tab bar: two to five items and the selected one.
    func tabBar(_ value: Any?) throws(LabError) -> TabBar? {
        guard let value else { return nil }
        guard let bar = value as? [String: Any] else {
            throw fail(["tabBar"], "expected an object with \"items\" and an optional \"selected\"")
        }
        try checkKeys(bar, allowed: ["items", "selected"], path: ["tabBar"])
        guard let items = bar["items"] as? [String], (2...5).contains(items.count) else {
            throw fail(["tabBar", "items"], "expected a list of two to five labels")
        }
        var selected = 0
        if let raw = bar["selected"] {
            guard let number = Self.wholeNumber(raw), items.indices.contains(number) else {
                throw fail(
                    ["tabBar", "selected"],
                    "found \(Self.shown(raw)); expected a tab index from 0 to \(items.count - 1)")
            }
            selected = number
        }
        return TabBar(items: items, selected: selected)
    }

    /// React Native's `keyboardVerticalOffset`: a number of points from 0 to 1,000 for both platforms, an object
    /// with one for `ios` and one for `android` (a platform it leaves out gets 0), `"header"`, or absent (none).
    func keyboardVerticalOffset(_ value: Any?) throws(LabError) -> KeyboardVerticalOffset {
        guard let value else { return .none }
        if let word = value as? String {
            guard word == "header" else {
                throw fail(["keyboardVerticalOffset"], "unknown offset \"\(word)\"; expected \"header\" or a number")
            }
            return .header
        }
        if let object = value as? [String: Any] {
            try checkKeys(object, allowed: KeyboardVerticalOffset.platformKeys, path: ["keyboardVerticalOffset"])
            let ios = try offsetPoints(object["ios"], path: ["keyboardVerticalOffset", "ios"])
            let android = try offsetPoints(object["android"], path: ["keyboardVerticalOffset", "android"])
            return .perPlatform(ios: ios, android: android)
        }
        return KeyboardVerticalOffset(try offsetPoints(value, path: ["keyboardVerticalOffset"]))
    }

    /// One platform's offset: a number of points from 0 to 1,000, or absent (0).
    func offsetPoints(_ value: Any?, path: [String]) throws(LabError) -> Double {
        guard let value else { return 0 }
        guard let number = Self.number(value), number >= 0, number <= 1000 else {
            throw fail(
                path,
                "expected a number of points from 0 to 1000 (the header's height above a KeyboardAvoidingView), "
                    + "an object of them by platform (\"ios\", \"android\"), or \"header\"")
        }
        return number
    }
}
