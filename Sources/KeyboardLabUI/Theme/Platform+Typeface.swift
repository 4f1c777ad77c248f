import KeyboardAvoidance
import LabDrawing

extension Platform {
    /// The face this platform draws `face` in: iOS's Inter as given, or on Android Roboto of the same weight
    /// (Regular for Inter Regular, Medium for Inter SemiBold). The monospaced face stays: it is KeyboardLab's own.
    public func typeface(_ face: FontFace) -> FontFace {
        guard self == .android else { return face }
        switch face {
        case .regular: return .roboto
        case .semibold: return .robotoMedium
        case .monospaced, .roboto, .robotoMedium: return face
        }
    }
}
