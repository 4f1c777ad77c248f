import LabImages

/// Builders for small test images, shared by the image, comparison and check tests.
public enum ImageFixture {
    /// An image whose every pixel is `paint(x, y)`.
    public static func image(width: Int, height: Int, _ paint: (Int, Int) -> Color) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: .white)
        for y in 0..<height {
            for x in 0..<width {
                image.setColor(paint(x, y), x: x, y: y)
            }
        }
        return image
    }

    /// A grey of the given level.
    public static func gray(_ level: UInt8) -> Color {
        Color(red: level, green: level, blue: level)
    }
}
