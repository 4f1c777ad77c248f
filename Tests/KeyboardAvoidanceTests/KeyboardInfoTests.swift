import KeyboardAvoidance
import Testing

@Suite struct KeyboardInfoTests {
    let good: [String: Any] = [
        "beginFrame": [0, 852, 393, 336], "endFrame": Rect(x: 0, y: 516, width: 393, height: 336), "duration": 0.25,
        "curve": 7, "isLocal": true,
    ]

    @Test func buildsFromAnUntypedPayload() throws {
        let info = try KeyboardInfo(event: .willShow, payload: good)
        #expect(info.beginFrame == Rect(x: 0, y: 852, width: 393, height: 336))
        #expect(info.endFrame.minY == 516)
        #expect(info.curve == .keyboard && info.duration.seconds == 0.25 && info.isLocal)
    }

    enum Value: Sendable {
        case missing, int(Int), text(String), list([Int])

        var payloadValue: Any? {
            switch self {
            case .missing: nil
            case .int(let value): value
            case .text(let value): value
            case .list(let value): value
            }
        }
    }

    @Test(arguments: [
        ("endFrame", Value.missing, "keyboardWillShow: userInfo has no \"endFrame\""),
        ("curve", .int(9), "keyboardWillShow: \"curve\" is 9; expected one of 0, 1, 2, 3 or 7"),
        (
            "duration", .text("fast"),
            "keyboardWillShow: \"duration\" is fast; expected a non-negative number of seconds"
        ),
        (
            "beginFrame", .list([1, 2]),
            "keyboardWillShow: \"beginFrame\" is [1, 2]; expected a rect [x, y, w, h] of finite numbers"
        ),
        ("isLocal", .text("yes"), "keyboardWillShow: \"isLocal\" is yes; expected true or false"),
    ])
    func badPayloadsGiveAClearError(key: String, value: Value, message: String) {
        var payload = good
        payload[key] = value.payloadValue
        #expect {
            try KeyboardInfo(event: .willShow, payload: payload)
        } throws: { error in
            (error as? KeyboardInfoError)?.description == message
        }
    }

    @Test func missingPayloadIsAnErrorNotACrash() {
        #expect(throws: KeyboardInfoError.missingPayload(.didHide)) {
            try KeyboardInfo(event: .didHide, payload: nil)
        }
    }

    @Test func observerReceivesEveryEventAndStopsWhenReleased() {
        var center = KeyboardNotificationCenter()
        var received: [KeyboardEvent] = []
        var observer: KeyboardObserver? = KeyboardObserver { received.append($0.event) }
        if let observer { center.add(observer) }
        let frame = Rect(x: 0, y: 516, width: 393, height: 336)
        for event in KeyboardEvent.allCases {
            center.post(KeyboardInfo(event: event, beginFrame: frame, endFrame: frame))
        }
        #expect(received == KeyboardEvent.allCases)
        observer = nil
        center.post(KeyboardInfo(event: .willShow, beginFrame: frame, endFrame: frame))
        #expect(received.count == KeyboardEvent.allCases.count)
        #expect(center.liveObserverCount == 0)
    }

    @Test func observerCanFilterEvents() {
        var center = KeyboardNotificationCenter()
        var received: [KeyboardEvent] = []
        let observer = KeyboardObserver(events: [.willHide]) { received.append($0.event) }
        center.add(observer)
        for event in KeyboardEvent.allCases {
            center.post(KeyboardInfo(event: event, beginFrame: .zero, endFrame: .zero))
        }
        #expect(received == [.willHide])
        withExtendedLifetime(observer) {}
    }
}
