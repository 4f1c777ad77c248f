internal import CSDL2
import Testing

@testable import KeyboardLabSDL

@MainActor @Suite(.serialized)
struct EventPumpTests {
    @Test func translatesKeysWithModifiers() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        #expect(EventPump.translate(event) == .keyDown(.tab, modifiers: .shift))
        event.key.keysym.sym = SDL_Keycode(SDLK_F7.rawValue)
        event.key.keysym.mod = UInt16(KMOD_RCTRL.rawValue | KMOD_LALT.rawValue)
        #expect(EventPump.translate(event) == .keyDown(.f7, modifiers: [.control, .alt]))
        event.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
        event.key.keysym.mod = 0
        #expect(EventPump.translate(event) == .keyDown(.other("A"), modifiers: []))
    }

    @Test func translatesMouseAndWheel() {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.x = 12
        event.button.y = 34
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        #expect(EventPump.translate(event) == .mouseDown(x: 12, y: 34, button: .left))
        event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 5
        event.motion.y = 6
        event.motion.state = CSDL2_ButtonMask(Int32(SDL_BUTTON_LEFT))
        #expect(EventPump.translate(event) == .mouseMotion(x: 5, y: 6, isDragging: true))
        event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = -1.5
        event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(EventPump.translate(event) == .wheel(dx: 0, dy: 1.5))
    }

    @Test func translatesTextInputAsUTF8() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            let bytes = Array("é😀".utf8)
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        #expect(EventPump.translate(event) == .textInput("é😀"))
        event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        #expect(EventPump.translate(event) == .quit)
    }
}
