import KeyboardAvoidance
import Testing

@Suite struct AnimationCurveTests {
    @Test(arguments: [(0.08, 0.429), (0.125, 0.665), (0.25, 0.942)])
    func springMatchesReferenceValues(time: Double, expected: Double) {
        let p = AnimationCurve.keyboard.progress(after: TimeAmount(seconds: time), duration: TimeAmount(seconds: 0.25))
        #expect(abs(p - expected) <= 0.001, "p(\(time)) = \(p)")
    }

    @Test func springIgnoresReportedDurationAndSnapsAtHalfASecond() {
        let curve = AnimationCurve.keyboard
        #expect(curve.progress(after: TimeAmount(seconds: 0.4999), duration: TimeAmount(seconds: 5)) < 1)
        #expect(curve.progress(after: TimeAmount(seconds: 0.5), duration: TimeAmount(seconds: 0.1)) == 1)
        #expect(curve.settleTime(forReported: TimeAmount(seconds: 2)) == TimeAmount(seconds: 0.5))
    }

    @Test(arguments: AnimationCurve.allCases)
    func curvesRunFromZeroToOneMonotonically(curve: AnimationCurve) {
        let duration = TimeAmount(seconds: 0.25)
        #expect(curve.progress(after: .zero, duration: duration) == 0)
        #expect(curve.progress(after: TimeAmount(seconds: -1), duration: duration) == 0)
        #expect(curve.progress(after: TimeAmount(seconds: 0.5), duration: duration) == 1)
        var previous = 0.0
        for step in 1...100 {
            let p = curve.progress(after: TimeAmount(seconds: Double(step) * 0.005), duration: duration)
            #expect(p >= previous - 1e-12 && p <= 1)
            previous = p
        }
    }

    /// Values of CAMediaTimingFunction's named curves at the middle of the animation.
    @Test(arguments: [
        (AnimationCurve.linear, 0.5), (.easeInOut, 0.5), (.easeIn, 0.3153), (.easeOut, 0.6847),
    ])
    func bezierCurvesMatchCoreAnimationAtHalfTime(curve: AnimationCurve, expected: Double) {
        let p = curve.progress(after: TimeAmount(seconds: 0.125), duration: TimeAmount(seconds: 0.25))
        #expect(abs(p - expected) < 0.001, "\(curve) at 0.5 = \(p)")
    }

    @Test func easeInStartsSlowerThanEaseOut() {
        let t = TimeAmount(seconds: 0.05)
        let d = TimeAmount(seconds: 0.25)
        #expect(
            AnimationCurve.easeIn.progress(after: t, duration: d)
                < AnimationCurve.linear.progress(after: t, duration: d))
        #expect(
            AnimationCurve.easeOut.progress(after: t, duration: d)
                > AnimationCurve.linear.progress(after: t, duration: d))
    }

    @Test func transitionIsAPureFunctionOfTime() {
        let from = KeyboardScrollState(
            keyboardFrame: Rect(x: 0, y: 852, width: 393, height: 336), contentInset: .zero, contentOffset: .zero)
        var to = from
        to.keyboardFrame.origin.y = 516
        to.contentOffset.y = 200
        let slide = Transition(from: from, to: to, start: Instant(seconds: 1))
        #expect(slide.state(at: Instant(seconds: 0.5)) == from)
        #expect(slide.state(at: Instant(seconds: 2)) == to)
        let mid = slide.state(at: Instant(seconds: 1.125))
        let p = AnimationCurve.keyboard.progress(after: TimeAmount(seconds: 0.125), duration: TimeAmount(seconds: 0.25))
        #expect(approx(mid.keyboardFrame.minY, 852 - 336 * p))
        #expect(approx(mid.contentOffset.y, 200 * p))
        #expect(slide.end == Instant(seconds: 1.5))
        var slow = slide
        slow.timeScale = 10
        #expect(slow.end == Instant(seconds: 6))
        #expect(approx(slow.state(at: Instant(seconds: 2.25)).contentOffset.y, 200 * p))
    }
}
