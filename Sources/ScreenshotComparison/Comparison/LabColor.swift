import Foundation
import LabImages

/// A colour in CIE L*a*b* (D65 white), and the CIE ΔE*94 difference between two colours: the arithmetic of
/// `--perceptual`, as swift-snapshot-testing's `perceptualPrecision` uses it.
///
/// sRGB bytes are decoded to linear light (the sRGB transfer curve), taken to XYZ with the sRGB (D65) matrix,
/// then to L*a*b* relative to the D65 white. ΔE*94 uses the graphic-arts weights: kL = kC = kH = 1,
/// K1 = 0.045, K2 = 0.015.
///
/// ```swift
/// let red = LabColor(RGBA(red: 255, green: 0, blue: 0))  // L 53.24, a 80.09, b 67.20
/// let orange = LabColor(RGBA(red: 255, green: 64, blue: 0))
/// red.deltaE94(to: orange)  // the difference, with red as the reference
/// ```
public struct LabColor: Equatable, Hashable, Sendable {
    /// Lightness, 0 (black) ... 100 (white).
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates a colour from its coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of an sRGB pixel; a translucent pixel is first blended on white, as pixelmatch does.
    public init(_ pixel: Color) {
        if pixel.alpha == 255 {
            self.init(
                linearRed: Self.linearTable[Int(pixel.red)], green: Self.linearTable[Int(pixel.green)],
                blue: Self.linearTable[Int(pixel.blue)])
        } else {
            let opacity = Double(pixel.alpha) / 255
            func blended(_ channel: UInt8) -> Double { Self.linear((255 + (Double(channel) - 255) * opacity) / 255) }
            self.init(linearRed: blended(pixel.red), green: blended(pixel.green), blue: blended(pixel.blue))
        }
    }

    /// The colour of linear-light sRGB channels, each 0...1.
    public init(linearRed red: Double, green: Double, blue: Double) {
        let x = 0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue
        let y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
        let z = 0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue
        let fx = Self.f(x / Self.whiteX)
        let fy = Self.f(y / Self.whiteY)
        let fz = Self.f(z / Self.whiteZ)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The D65 white point's X, Y and Z.
    static let whiteX = 0.950_47
    static let whiteY = 1.0
    static let whiteZ = 1.088_83

    /// An sRGB channel (0...1) in linear light.
    public static func linear(_ value: Double) -> Double {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// ``linear(_:)`` of every byte value.
    static let linearTable: [Double] = (0...255).map { linear(Double($0) / 255) }

    /// The L*a*b* companding function.
    static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24_389  // (6/29)³
        return t > epsilon ? cbrt(t) : (24_389.0 / 27 * t + 16) / 116
    }

    /// Chroma: the distance from the grey axis.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The CIE ΔE*94 difference from this colour (the reference, whose chroma weights the terms) to `sample`,
    /// with the graphic-arts weights by default.
    ///
    /// - Parameters:
    ///   - sample: The colour compared with this one.
    ///   - kL: The lightness weight (1 for graphic arts, 2 for textiles).
    ///   - k1: The chroma weighting (0.045 for graphic arts).
    ///   - k2: The hue weighting (0.015 for graphic arts).
    public func deltaE94(to sample: LabColor, kL: Double = 1, k1: Double = 0.045, k2: Double = 0.015) -> Double {
        let deltaL = lightness - sample.lightness
        let c1 = chroma
        let deltaC = c1 - sample.chroma
        let deltaA = a - sample.a
        let deltaB = b - sample.b
        // ΔH² can come out slightly negative from rounding; it is a square.
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + k1 * c1
        let sH = 1 + k2 * c1
        let l = deltaL / kL
        let c = deltaC / sC
        return (l * l + c * c + deltaH2 / (sH * sH)).squareRoot()
    }
}
