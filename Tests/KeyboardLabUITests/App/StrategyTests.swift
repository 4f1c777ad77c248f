import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import Testing

/// Each avoidance strategy reproduces its approach as written, defects included, from the same notifications.
@Suite struct StrategyTests {
    func lab(_ strategy: String) throws -> Lab {
        var lab = try Lab()
        lab.state.apply(ConditionOverrides(strategy: strategy), measurer: lab.measuring)
        #expect(lab.state.avoidance.strategy.name == strategy)
        return lab
    }

    @Test func listenerGrowsTheInsetByTheKeyboardsHeightOnEveryFocusChange() throws {
        var lab = try lab("listener-2018")
        lab.send(.focusField("address"))
        lab.settle()
        lab.send(.key(.tab))
        lab.settle()
        lab.send(.key(.tab))  // zip code: the number pad
        lab.settle()
        let letters = lab.state.device.keyboardFrame(
            .portrait, type: .letters, options: KeyboardOptions(), visible: true)
        let pad = lab.state.presented.keyboardFrame
        #expect(lab.state.presented.contentInset.bottom == 34 + 2 * letters.height + pad.height)
        lab.send(.key(.tab))
        lab.settle()
        #expect(lab.state.presented.contentInset.bottom == 34 + 2 * letters.height + 2 * pad.height)
        #expect(lab.state.problems.contains { if case .insetTooLarge = $0 { true } else { false } })
        lab.send(.key(.escape))
        #expect(lab.state.presented.contentInset.bottom == 34, "restored at once on will-hide")
        lab.settle()
        #expect(lab.state.presented.contentOffset.y == 0)
    }

    @Test func listenerCountsTheHomeIndicatorTwiceAndScrollsOnUIKitsCurve() throws {
        var lab = try lab("listener-2018")
        lab.send(.focusField("books"))
        #expect(lab.state.presented.contentInset.bottom == 34 + 336, "inset set at once, safe area twice")
        let target = lab.state.avoidance.target.contentOffset.y
        #expect(target > 0, "books lies under the keyboard: it scrolls down")
        lab.settle(0.15)
        let offset = lab.state.presented.contentOffset.y / target
        let keyboard = (852 - lab.state.presented.keyboardFrame.minY) / 336
        #expect(
            abs(
                offset
                    - AnimationCurve.easeInOut.progress(
                        after: TimeAmount(seconds: 0.15), duration: TimeAmount(seconds: 0.3))) < 1e-6)
        #expect(keyboard > offset + 0.2, "the keyboard leads on its spring; the scroll follows on ease-in-out")
    }

    @Test func listenerNeverScrollsUp() throws {
        var lab = try lab("listener-2018")
        lab.send(.focusField("videogames"))
        lab.settle()
        let down = lab.state.presented.contentOffset.y
        lab.send(.focusField("address"))
        lab.settle()
        #expect(lab.state.presented.contentOffset.y == down, "a field above the visible top stays hidden")
    }

    @Test func listenerSavesValuesPresentedMidHideSoAnInterruptedSessionMissesItsRestore() throws {
        var lab = try lab("listener-2018")
        lab.showDismissMidShowShowAgainThenEscape()
        #expect(lab.state.presented.contentOffset.y > 50, "the offset saved mid-hide comes back, not O0")
        #expect(lab.state.problems.contains { if case .offsetNotRestored = $0 { true } else { false } })
    }

    @Test func observerSetsTheInsetToTheKeyboardsHeightAndZeroAndNeverScrolls() throws {
        var lab = try lab("observer-2018")
        lab.send(.focusField("books"))
        #expect(lab.state.presented.contentInset.bottom == 336)
        lab.settle()
        #expect(lab.state.presented.contentOffset.y == 0)
        #expect(lab.state.problems.contains { if case .fieldCovered = $0 { true } else { false } })
        lab.send(.key(.escape))
        lab.settle()
        #expect(lab.state.presented.contentInset.bottom == 0)
        #expect(lab.state.problems == [.insetNotRestored(inset: 0, expected: 34)])
    }

    @Test func resizeShrinksTheFrameToTheKeyboardAndScrollsRowsIntoViewUpAndDown() throws {
        var lab = try lab("resize-2011")
        lab.send(.focusField("books"))
        lab.settle()
        #expect(lab.state.scrollFrame.maxY == 516)
        #expect(lab.state.presented.contentInset.bottom == 34, "the inset is never touched")
        let books = try #require(lab.state.focusedWindowRect)
        #expect(books.maxY <= 516 + 1e-9 && books.maxY > 505, "scrolled just into view")
        lab.send(.focusField("address"))
        lab.settle()
        let address = try #require(lab.state.focusedWindowRect)
        #expect(address.minY >= lab.state.scrollFrame.minY - 1e-9, "scrolled up into view as well")
        lab.send(.key(.escape))
        lab.settle()
        #expect(lab.state.scrollFrame == lab.state.layoutScrollFrame, "return restores the saved frame")
    }

    @Test func layoutGuidePinsTheFrameToThePresentedKeyboardOnEveryFrame() throws {
        var lab = try lab("layout-guide")
        lab.send(.focusField("hobbies"))  // visible before the show
        for _ in 0..<40 {
            lab.settle(1.0 / 60)
            let keyboard = lab.state.presented.keyboardFrame
            #expect(abs(lab.state.scrollFrame.maxY - min(keyboard.minY, 852 - 34)) < 1e-9)
            let field = try #require(lab.state.focusedWindowRect)
            #expect(field.maxY <= keyboard.minY + 1e-6, "never covered during the show")
        }
        #expect(abs((lab.state.focusedWindowRect?.maxY ?? 0) - (516 - 10)) < 1e-6, "the gap above the keyboard")
        lab.send(.dismissMode(.interactive))
        lab.send(.pointerDown(Point(x: 200, y: 300)))
        for step in 1...20 {
            lab.send(.pointerMoved(Point(x: 200, y: 300 + Double(step) * 20)), after: 1.0 / 60)
            #expect(abs(lab.state.scrollFrame.maxY - min(lab.state.presented.keyboardFrame.minY, 818)) < 1e-9)
        }
    }

    /// The documented behaviour of each strategy, checked at every 60 Hz frame of every shipped scenario: keyboardlab
    /// under the scenario's quirks too (it flags nothing under any); the others on a plain notification stream,
    /// since a quirk is meant to break them (the quirk tests say how).
    @Test(arguments: AvoidanceStrategies.iosNames)
    func everyShippedScenarioShowsTheStrategysDocumentedBehaviour(strategy: String) throws {
        let resources = try loadResources()
        let folder = assetsFolder.appending(path: "Scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".scenario")
        }
        var checks = 0
        for name in names.sorted() {
            let scenario = try FileInput.scenario(folder.appending(path: name))
            // iOS's strategies on iOS's scenarios; Android's have the trace contract's Android checks.
            guard resources.device(scenario.deviceID)?.platform == .ios else { continue }
            let runner = try ScenarioRunner(
                scenario: scenario, resources: resources,
                overrides: ConditionOverrides(strategy: strategy, quirks: strategy == "keyboardlab" ? nil : []),
                readPictures: readRepositoryPictures, readFile: readRepositoryFile)
            var last: (layout: Int, inset: EdgeInsets)?
            runner.run(measurer: measurer) { phone, step in
                guard case .frame = step else { return }
                checks += check(phone, strategy: strategy, "\(name) at \(phone.now.seconds)")
                // Resizing strategies never touch the inset: it changes only with the layout.
                let inset = phone.presented.contentInset
                if strategy == "resize-2011" || strategy == "layout-guide", let last,
                    last.layout == phone.layoutGeneration
                {
                    #expect(inset == last.inset, "\(name) at \(phone.now.seconds): the inset is never touched")
                }
                last = (phone.layoutGeneration, inset)
            }
        }
        // A strategy whose documented behaviour was never checked (no case of its own, or no frame where it
        // applies) fails here rather than passing silently.
        #expect(checks > 0, "\(strategy): no frame checked its documented behaviour")
    }

    /// Checks `phone` against `strategy`'s documented behaviour; returns how many checks applied to the frame.
    func check(_ phone: Phone, strategy: String, _ context: String) -> Int {
        let now = phone.presented
        let settled = phone.avoidance.transition.isFinished(at: phone.now) && phone.pointer.press == nil
        let shown = phone.avoidance.isKeyboardShown
        let docked =
            KeyboardLabStrategy.overlap(
                keyboard: now.keyboardFrame, scrollFrame: phone.layoutScrollFrame, screen: phone.screen)
            > 0
        // A `covered` bottom bar is covered by design; the overlay says so whatever the strategy.
        let problems = phone.problems.filter {
            guard case .barCovered = $0, case .button(_, .covered)? = phone.page.bottomBar else { return true }
            return false
        }
        switch strategy {
        case "keyboardlab":
            #expect(problems.isEmpty, "\(context): \(problems)")
            return 1
        case "listener-2018":
            guard settled, shown, docked, let start = phone.avoidance.session?.start else { return 0 }
            #expect(now.contentInset.bottom >= start.contentInset.bottom + now.keyboardFrame.height, "\(context)")
            return 1
        case "observer-2018":
            var checks = 0
            if settled, shown, docked, !phone.conditions.options.hardwareKeyboard {
                #expect(now.contentInset.bottom == phone.avoidance.target.keyboardFrame.height, "\(context)")
                checks += 1
            }
            if settled, !shown {
                #expect(now.contentInset.bottom == 0 || phone.avoidance.session == nil, "\(context)")
                checks += 1
            }
            return checks
        case "resize-2011":
            guard settled, shown, docked else { return 0 }
            #expect(abs(phone.scrollFrame.maxY - min(phone.layoutScrollFrame.maxY, now.keyboardFrame.minY)) < 1e-6)
            return 1
        case "local-frame":
            // Full screen it is the contract; in a card it is meant to fall short (SheetTests say by how much).
            guard phone.cardFrame == nil else { return 0 }
            #expect(problems.isEmpty, "\(context): \(problems)")
            return 1
        case "change-frame-2020":
            // The inset is what the keyboard's frame covers of the scroll view, never under the original.
            guard settled, let start = phone.avoidance.session?.start else { return 0 }
            let covered = phone.layoutScrollFrame.intersection(phone.avoidance.target.keyboardFrame).height
            let expected = max(start.contentInset.bottom, covered)
            #expect(abs(now.contentInset.bottom - expected) < 1e-6, "\(context): \(now.contentInset.bottom)")
            return 1
        case "swiftui":
            checkSwiftUI(phone, context)
            return 1
        case "layout-guide":
            // The scroll view's bottom follows the keyboard and the bar pinned to it, the safe area or the bars at
            // rest, or a card that ends above them.
            let safeBottom = phone.screen.maxY - phone.safeArea.bottom
            let rest = phone.cardFrame == nil ? min(safeBottom, phone.layoutScrollFrame.maxY) : safeBottom
            let bottom = min(phone.obstruction(now.keyboardFrame).minY, rest, phone.cardFrame?.maxY ?? .infinity)
            #expect(abs(phone.scrollFrame.maxY - bottom) < 1e-6, "\(context)")
            return 1
        default:
            // A new strategy gets no other's contract: it needs a case of its own.
            return 0
        }
    }
}
