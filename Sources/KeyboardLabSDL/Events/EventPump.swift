internal import CSDL2
import LabDrawing

/// Reads pending SDL events and returns them as ``PlatformEvent`` values; events KeyboardLab ignores are dropped.
///
/// ```swift
/// let pump = EventPump(session: session)
/// for event in pump.poll() {
///     if case .keyDown(.escape, _) = event { dismissKeyboard() }
/// }
/// ```
public struct EventPump {
    private let session: SDLSession

    /// Creates a pump for `session`, which must have been started with video.
    public init(session: SDLSession) {
        self.session = session
    }

    /// Every pending event, oldest first, without waiting.
    ///
    /// - Complexity: O(pending events).
    public func poll() -> [PlatformEvent] {
        guard session.hasVideo else { return [] }
        var events: [PlatformEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = Self.translate(event) { events.append(translated) }
        }
        return events
    }

    /// Waits up to `timeoutMs` milliseconds for an event, then returns every pending event (maybe none).
    public func wait(timeoutMs: Int) -> [PlatformEvent] {
        guard session.hasVideo else { return [] }
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(max(0, min(timeoutMs, Int(Int32.max))))) != 0 else { return [] }
        var events = Self.translate(event).map { [$0] } ?? []
        events += poll()
        return events
    }

    /// Converts one SDL event; nil for events KeyboardLab does not use.
    static func translate(_ event: SDL_Event) -> PlatformEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue: return .windowClosed
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return .windowResized(width: Int(event.window.data1), height: Int(event.window.data2))
            default: return nil
            }
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let button = event.button
            return .mouseDown(x: Int(button.x), y: Int(button.y), button: mouseButton(button.button))
        case SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            return .mouseUp(x: Int(button.x), y: Int(button.y), button: mouseButton(button.button))
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            let dragging = motion.state & CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT)) != 0
            return .mouseMotion(x: Int(motion.x), y: Int(motion.y), isDragging: dragging)
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: Double(wheel.preciseX) * flip, dy: Double(wheel.preciseY) * flip)
        case SDL_KEYDOWN.rawValue:
            let keysym = event.key.keysym
            return .keyDown(key(keysym.sym), modifiers: modifiers(keysym.mod))
        case SDL_TEXTINPUT.rawValue:
            return .textInput(string(fromCharacters: event.text.text))
        case SDL_TEXTEDITING.rawValue:
            let edit = event.edit
            return .textEditing(
                text: string(fromCharacters: edit.text), cursor: Int(edit.start), length: Int(edit.length))
        default:
            return nil
        }
    }

    private static func mouseButton(_ button: UInt8) -> MouseButton {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        default: .other(Int(button))
        }
    }

    private static let keys: [Int64: Key] = [
        Int64(SDLK_TAB.rawValue): .tab, Int64(SDLK_RETURN.rawValue): .returnKey,
        Int64(SDLK_KP_ENTER.rawValue): .returnKey, Int64(SDLK_ESCAPE.rawValue): .escape,
        Int64(SDLK_BACKSPACE.rawValue): .backspace, Int64(SDLK_DELETE.rawValue): .delete,
        Int64(SDLK_LEFT.rawValue): .left, Int64(SDLK_RIGHT.rawValue): .right,
        Int64(SDLK_UP.rawValue): .up, Int64(SDLK_DOWN.rawValue): .down,
        Int64(SDLK_HOME.rawValue): .home, Int64(SDLK_END.rawValue): .end,
        Int64(SDLK_F1.rawValue): .f1, Int64(SDLK_F2.rawValue): .f2, Int64(SDLK_F3.rawValue): .f3,
        Int64(SDLK_F4.rawValue): .f4, Int64(SDLK_F5.rawValue): .f5, Int64(SDLK_F6.rawValue): .f6,
        Int64(SDLK_F7.rawValue): .f7, Int64(SDLK_F8.rawValue): .f8, Int64(SDLK_F9.rawValue): .f9,
        Int64(SDLK_F10.rawValue): .f10, Int64(SDLK_F11.rawValue): .f11, Int64(SDLK_F12.rawValue): .f12,
    ]

    private static func key(_ code: SDL_Keycode) -> Key {
        if let key = keys[Int64(code)] { return key }
        let name = SDL_GetKeyName(code).map { String(cString: $0) } ?? ""
        return .other(name.isEmpty ? "#\(code)" : name)
    }

    private static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let mask = Int(mod)
        var result: KeyModifiers = []
        if mask & Int(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
        if mask & Int(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
        if mask & Int(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
        if mask & Int(KMOD_GUI.rawValue) != 0 { result.insert(.command) }
        return result
    }

    /// Decodes a fixed-size, NUL-terminated C character array as UTF-8.
    private static func string<Characters>(fromCharacters characters: Characters) -> String {
        withUnsafeBytes(of: characters) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
