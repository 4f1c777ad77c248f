import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The window's layout maths: whole scales whenever the phones fit at one, captions above compared phones, the
/// readout under each phone, and presenter mode's panel type at least 18 pixels at every scale.
@Suite struct WindowLayoutTests {
    func state(_ devices: [String], presenter: Bool = false, readout: Bool = true, compare: Bool = false) throws
        -> AppState
    {
        let resources = try loadResources()
        var state = AppState(
            phones: devices.map {
                Phone(resources: resources, form: resources.sampleForm, deviceID: $0, measurer: measurer)
            })
        if compare { state.captions = devices.map { "device \($0)" } }
        if presenter { state.reduce(.presenter(true), at: .zero, measurer: measurer) }
        if !readout { state.reduce(.readout(false), at: .zero, measurer: measurer) }
        return state
    }

    func fits(_ state: AppState, scale: Double, _ display: (width: Int, height: Int)) -> Bool {
        let layout = WindowLayout(state, scale: scale)
        return Double(layout.width) <= 0.9 * Double(display.width)
            && Double(layout.height) <= 0.9 * Double(display.height)
    }

    @Test func theSmallestPhoneOnA1000PixelDisplayIsDrawnAtOne() throws {
        let se = try state(["iphone-se"])
        #expect(WindowLayout.fittingScale(se, requested: 1, display: (1600, 1000)) == 1)
        #expect(WindowLayout.fittingScale(se, requested: 2, display: (1600, 1000)) == 1, "whole, not 1.3")
    }

    @Test(arguments: [1.0, 2.0, 3.0, 4.0])
    func aWholeScaleIsUsedWhenOneFits(requested: Double) throws {
        for devices in [["iphone-15"], ["iphone-se", "iphone-15"], ["iphone-se", "iphone-se", "iphone-se"]] {
            let state = try state(devices, readout: false)
            let scale = WindowLayout.fittingScale(state, requested: requested, display: (1920, 1080))
            #expect(fits(state, scale: scale, (1920, 1080)), "\(devices) at \(scale)")
            if fits(state, scale: 1, (1920, 1080)) {
                #expect(scale >= 1 && scale == scale.rounded(), "\(devices): \(scale) is not whole")
                #expect(!fits(state, scale: scale + 1, (1920, 1080)) || scale == requested, "a larger whole scale fits")
            } else {
                #expect(scale < 1)
                #expect(!fits(state, scale: scale + 0.01, (1920, 1080)), "\(devices): \(scale) is not the largest")
            }
        }
    }

    @Test func twoPhonesOnTheirSideStackWhenThatDrawsThemLarger() throws {
        var two = try state(["iphone-15", "pixel-8"], readout: false, compare: true)
        two.reduce(.rotate(.landscape), at: .zero, measurer: measurer)
        let beside = WindowLayout.fittingScale(two, requested: 1, display: (1920, 1080))
        let fitted = WindowLayout.fittingArrangement(two, requested: 1, display: (1920, 1080))
        #expect(beside < 1 && fitted.stacked && fitted.scale == 1, "\(beside) beside, \(fitted)")
        two.stacksPhones = true
        let layout = WindowLayout(two, scale: 1)
        #expect(layout.isStacked && fits(two, scale: 1, (1920, 1080)))
        let (top, bottom) = (layout.phones[0], layout.phones[1])
        #expect(Double(bottom.originY) >= Double(top.originY) + two.phones[0].screen.height + WindowLayout.margin)
        #expect(layout.captions[1].maxY <= Double(bottom.originY) && layout.captions[1].minY >= Double(top.originY))
        #expect(layout.phone(atPixelX: 100, y: bottom.originY + 20) == 1)
        #expect(layout.phone(atPixelX: 100, y: top.originY + 20) == 0)
        let band = CaptionView.draw(two, layout: layout, measurer: measurer)
        #expect(band.background.alpha == 0, "drawn over the phones' column, the band paints only its text")
        // Upright phones stay side by side.
        let upright = try state(["iphone-15", "pixel-8"], readout: false, compare: true)
        #expect(!WindowLayout.fittingArrangement(upright, requested: 1, display: (1920, 1080)).stacked)
    }

    @Test func twoPhonesInPresenterModeFitA1080pProjectorAtOne() throws {
        let two = try state(["iphone-15", "iphone-15"], presenter: true, readout: false, compare: true)
        #expect(WindowLayout.fittingScale(two, requested: 2, display: (1920, 1080)) == 1)
        let layout = WindowLayout(two, scale: 1)
        #expect(layout.metrics.textSize >= 18)
        // The captions sit above the phones, which start under the band.
        #expect(layout.captionBand.height > 0)
        for (caption, phone) in zip(layout.captions, layout.phones) {
            #expect(caption.maxY <= Double(phone.originY))
            #expect(caption.minX == Double(phone.originX))
        }
    }

    @Test(arguments: [0.5, 0.65, 1, 2])
    func presenterTypeIsAtLeast18PixelsAtEveryScale(scale: Double) throws {
        let four = try state(["iphone-15", "iphone-15", "iphone-15", "iphone-15"], presenter: true, compare: true)
        let layout = WindowLayout(four, scale: scale)
        #expect(layout.metrics.textSize * scale >= 18)
        #expect(WindowLayout(try state(["iphone-15"]), scale: scale).metrics.textSize == 13, "13 points otherwise")
    }

    @Test func fourPhonesInPresenterModeAreAsLargeAsTheDisplayAllows() throws {
        let four = try state(["iphone-15", "iphone-15", "iphone-15", "iphone-15"], presenter: true, compare: true)
        let scale = WindowLayout.fittingScale(four, requested: 2, display: (1920, 1080))
        #expect(scale < 1 && fits(four, scale: scale, (1920, 1080)))
        #expect(!fits(four, scale: scale + 0.01, (1920, 1080)))
    }

    @Test func theReadoutLiesUnderEachPhoneInsideTheWindow() throws {
        let with = try state(["iphone-15"])
        let without = try state(["iphone-15"], readout: false)
        let a = WindowLayout(with, scale: 1)
        let b = WindowLayout(without, scale: 1)
        #expect(a.height >= Int(with.phone.screen.height + ReadoutView.height(with.phone) + 2 * WindowLayout.margin))
        #expect(a.height > b.height || b.height == Int(b.metrics.panelMinimumHeight))
        #expect(a.phones == b.phones, "the phones stay where they are")
    }

    @Test func captionsSayWhatDiffers() throws {
        let resources = try loadResources()
        let spec = try PhoneSpec.parse("strategy=swiftui+ios=26", resources: resources)
        #expect(spec.caption == "strategy swiftui · ios 26")
        let one = try state(["iphone-se"], presenter: true)
        #expect(one.showsCaptions && one.caption(0).hasPrefix("iPhone SE"))
        #expect(try !state(["iphone-se"]).showsCaptions)
    }

    @Test func presenterModeMayHideThePanelAndShowItsNoticeAboveTheCaptions() throws {
        var four = try state(["iphone-15", "iphone-15", "iphone-15", "iphone-15"], presenter: true, compare: true)
        let withPanel = WindowLayout.fittingScale(four, requested: 1, display: (1920, 1080))
        four.reduce(.overlay(false), at: .zero, measurer: measurer)
        four.scaleNotice = "drawn at scale 0.87 to fit the display (asked 1); panel hidden"
        let without = WindowLayout.fittingScale(four, requested: 1, display: (1920, 1080))
        #expect(without > 2 * withPanel, "\(without) against \(withPanel)")
        let layout = WindowLayout(four, scale: without)
        #expect(layout.showsNoticeAbove)
        #expect(Double(layout.width) <= (layout.captionBand.width + 1) * without, "no panel in the window")
        let band = CaptionView.draw(four, layout: layout, measurer: measurer)
        #expect(band.textRuns.count == 5, "the notice and four captions")
        let recorded = CaptionView.draw(four, layout: layout, measurer: measurer, notices: false)
        #expect(recorded.textRuns.count == 4, "a recording's frame: the captions, no notice")
        #expect(band.textRuns.allSatisfy { $0.frame.maxY <= Double(layout.phones[0].originY) / without + 0.5 })
        // The readouts use presenter type: 18 pixels or more at that scale.
        #expect(ReadoutView.height(four.phone) > ReadoutView.height(try state(["iphone-15"]).phone))
    }
}
