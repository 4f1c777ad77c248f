/// An activity of a manifest.
public struct AndroidActivity: Equatable, Sendable {
    /// Its `android:name`.
    public var name: String
    /// Its `android:windowSoftInputMode`, or nil.
    public var softInputMode: String?
    /// Where it is declared.
    public var place: SourcePlace
}
