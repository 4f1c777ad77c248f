import LabImages

/// Builders for small test images.
enum Fixture {
    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// `image` with the pixels at `points` set to `color`.
    static func changing(_ image: RGBAImage, at points: [(Int, Int)], to color: Color) -> RGBAImage {
        var copy = image
        for (x, y) in points {
            copy.setColor(color, x: x, y: y)
        }
        return copy
    }

    /// Every pixel of a `width × height` box at (x, y).
    static func box(x: Int, y: Int, width: Int, height: Int) -> [(Int, Int)] {
        (y..<(y + height)).flatMap { row in (x..<(x + width)).map { ($0, row) } }
    }
}
