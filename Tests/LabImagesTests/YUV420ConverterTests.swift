import LabImages
import LabTestSupport
import Testing

@Suite("YUV 4:2:0 conversion")
struct YUV420ConverterTests {
    /// The (Y′, Cb, Cr) of the first pixel of a converted image.
    func first(_ converter: YUV420Converter) -> (Int, Int, Int) {
        let luma = converter.paddedWidth * converter.paddedHeight
        return (Int(converter.planes[0]), Int(converter.planes[luma]), Int(converter.planes[luma + luma / 4]))
    }

    /// BT.601 limited range: the values ffmpeg's own RGB → yuv420p conversion gives, within one step.
    @Test(arguments: [
        (Color(red: 0, green: 0, blue: 0), (16, 128, 128)),
        (Color(red: 255, green: 255, blue: 255), (235, 128, 128)),
        (Color(red: 255, green: 0, blue: 0), (81, 90, 240)),
        (Color(red: 0, green: 255, blue: 0), (145, 54, 34)),
        (Color(red: 0, green: 0, blue: 255), (41, 240, 110)),
        (Color(red: 0, green: 122, blue: 255), (102, 205, 65)),
    ])
    func flatColoursGiveTheBT601Values(color: Color, expected: (Int, Int, Int)) {
        var converter = YUV420Converter(width: 4, height: 2)
        let converted = converter.convert(RGBAImage(width: 4, height: 2, fill: color))
        #expect(converted)
        let (y, cb, cr) = first(converter)
        #expect(abs(y - expected.0) <= 1 && abs(cb - expected.1) <= 1 && abs(cr - expected.2) <= 1, "\(y) \(cb) \(cr)")
    }

    @Test func chromaIsTheMeanOfEachTwoByTwoBlockAndLumaIsPerPixel() {
        // Left column black, right column white: two lumas per row, one grey-neutral chroma sample.
        let image = ImageFixture.image(width: 2, height: 2) { x, _ in x == 0 ? .black : .white }
        var converter = YUV420Converter(width: 2, height: 2)
        converter.convert(image)
        #expect(Array(converter.planes) == [16, 235, 16, 235, 128, 128])
    }

    @Test func oddSizesRepeatTheLastColumnAndRow() {
        let image = ImageFixture.image(width: 3, height: 3) { x, y in x == 2 || y == 2 ? .white : .black }
        var converter = YUV420Converter(width: 3, height: 3)
        converter.convert(image)
        #expect(converter.paddedWidth == 4 && converter.paddedHeight == 4)
        #expect(
            Array(converter.planes[0..<16]) == [
                16, 16, 235, 235, 16, 16, 235, 235, 235, 235, 235, 235, 235, 235, 235, 235,
            ])
        #expect(converter.planes.count == 16 + 4 + 4)
    }

    @Test func anImageOfAnotherSizeIsRefused() {
        var converter = YUV420Converter(width: 4, height: 4)
        let converted = converter.convert(RGBAImage(width: 4, height: 2, fill: .white))
        #expect(!converted)
        #expect(converter.planes.allSatisfy { $0 == 0 })
    }
}
