import LabImages
import Testing

@testable import KeyboardLabRuntime

/// A contact sheet's labels: one size for the whole sheet, so that a longer label does not make its tile's label
/// smaller than its neighbours'.
@Suite struct ContactSheetTests {
    static func tile(_ label: String) -> ContactSheet.Tile {
        ContactSheet.Tile(
            label: label, image: RGBAImage(width: 100, height: 40, fill: Color(red: 255, green: 255, blue: 255)))
    }

    @Test func labelsThatFitAreDrawnLarge() {
        #expect(ContactSheet(rows: [[Self.tile("LIGHT"), Self.tile("DARK")]]).labelScale == 2)
    }

    @Test func oneLabelTooWideMakesEveryLabelSmall() {
        let sheet = ContactSheet(rows: [[Self.tile("DARK")], [Self.tile("APPEARANCE=LIGHT")]])
        #expect(sheet.labelScale == 1)
        let image = sheet.render()
        // The short label in the first row is drawn at 1×: seven rows of ink, not fourteen.
        let inked = (0..<image.height).filter { y in
            (0..<image.width).contains { x in image.color(x: x, y: y) == ContactSheet.labelColor }
        }
        #expect(inked.filter { $0 < ContactSheet.gap + ContactSheet.labelHeight }.count == BitmapFont.glyphHeight)
    }

    @Test func aPresentersLabelsGrowToTheLargestScaleThatFitsAndTheirBandWithThem() {
        let sheet = ContactSheet(rows: [[Self.tile("DARK"), Self.tile("LIGHT")]], largestLabelScale: 4)
        #expect(sheet.labelScale == 3, "LIGHT at 4 dots is 116 pixels, wider than its 100-pixel tile")
        #expect(sheet.bandHeight == BitmapFont.glyphHeight * 3 + 12)
        #expect(sheet.size.height == 2 * ContactSheet.gap + sheet.bandHeight + 40)
        let image = sheet.render()
        let inked = (0..<image.height).filter { y in
            (0..<image.width).contains { x in image.color(x: x, y: y) == ContactSheet.labelColor }
        }
        #expect(inked.count == BitmapFont.glyphHeight * 3)
        #expect(ContactSheet(rows: [[Self.tile("DARK")]]).bandHeight == ContactSheet.labelHeight, "default unchanged")
    }
}
