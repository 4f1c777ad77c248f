/// What a field's text is for, as UIKit's `UITextContentType`, where it changes the keyboard: the bar above the
/// keys offers AutoFill (a password, a strong password, a code from Messages) instead of word predictions.
///
/// Only the types that change what the keyboard shows are modelled; the bar takes the predictive bar's place and
/// height, so the keyboard's frame, and therefore the avoidance, does not change.
public enum TextContentType: String, Equatable, Hashable, Sendable, CaseIterable, NamedChoice {
    /// An account name: the Passwords bar on a screen that also has a secure field (a sign-in form).
    case username
    /// An address used as the account name: as `username`.
    case emailAddress
    /// An existing password: the Passwords bar.
    case password
    /// A password being chosen: the bar offers a strong password.
    case newPassword
    /// A one-time code: the bar offers the code from Messages.
    case oneTimeCode
}
