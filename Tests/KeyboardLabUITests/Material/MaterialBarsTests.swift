import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// Material 3's bars on Android: the status bar, the top app bar, the navigation bar, the bottom bars, and the
/// system's navigation area (gesture handle, three buttons).
@Suite struct MaterialBarsTests {
    @Test func theTopAppBarIs64dpUnderTheStatusBarWithItsTitleInTitleLarge16dpIn() throws {
        let lab = try materialLab()
        let state = lab.state
        #expect(state.safeArea.top == 50.3, "the Pixel 8's status bar")
        #expect(state.barLayout.navigationAreaHeight == 64)
        #expect(approx(state.layoutScrollFrame.minY, 50.3 + 64), "the content starts under the bar")
        let title = try #require(lab.draw().textRuns.last { $0.text == state.form.title })
        #expect(title.font == FontSpec(.roboto, size: 22), "titleLarge")
        #expect(title.frame.minX == 16 && approx(title.frame.minY, 50.3) && title.frame.height == 64)
        #expect(title.alignment == .leading)
        // Edge to edge, the bar's surface reaches up behind the status bar.
        let bar = try #require(lab.draw().fills.first { $0.rect.minY == 0 && approx($0.rect.maxY, 50.3 + 64) })
        #expect(bar.colour == state.theme.navigationBar)
    }

    @Test func theStatusBarShowsTheClockInRobotoMediumOnTheCamerasLineAndTheIcons() throws {
        let lab = try materialLab()
        let list = lab.draw()
        let clock = try #require(list.textRuns.first { $0.text == MaterialStatusBarView.clock })
        #expect(clock.font == FontSpec(.robotoMedium, size: 14))
        let camera = try #require(
            lab.state.device.cutout.frame(in: lab.state.screen.size, orientation: .portrait))
        #expect(approx(clock.frame.midY, camera.midY), "on the punch hole's centre line")
        #expect(clock.frame.minX < camera.minX, "at the left")
        #expect(!list.textRuns.contains { $0.text == "9:41" }, "no iOS clock")
    }

    @Test(arguments: [NavigationMode.gesture, .buttons])
    func theNavigationBarIs80dpOverTheNavigationAreaWithAPillUnderTheSelectedItem(navigation: NavigationMode) throws {
        let lab = try materialLab("settings-tabs.json", navigation: navigation)
        let state = lab.state
        let area = navigation == .gesture ? 24.0 : 48
        let bar = try #require(state.barLayout.tabBarFrame(keyboard: state.presented.keyboardFrame))
        #expect(bar.height == 80 + area && approx(bar.maxY, state.screen.maxY))
        #expect(approx(state.layoutScrollFrame.maxY, bar.minY), "the content ends at the bar's top")
        let list = lab.draw()
        #expect(list.fills.contains { same($0.rect, bar) && $0.colour == state.theme.surfaceContainer })
        let pills = list.roundedFills.filter { $0.colour == state.theme.secondaryContainer }
        let pill = try #require(pills.first)
        #expect(pills.count == 1 && pill.rect.width == 64 && pill.rect.height == 32 && pill.radius == 16)
        #expect(pill.rect.minY == bar.minY + 12)
        // The labels are the runs drawn over the bar's fill (the rows under it are clipped away).
        let fill = try #require(list.commands.firstIndex(of: .fill(bar, state.theme.surfaceContainer)))
        let labels = DrawList(canvas: list.canvas, background: list.background, commands: Array(list.commands[fill...]))
            .textRuns.filter {
                $0.frame.minY >= bar.minY && $0.frame.maxY <= bar.maxY
            }
        #expect(labels.map(\.text) == state.page.tabBar?.items)
        #expect(labels.allSatisfy { $0.font == FontSpec(.robotoMedium, size: 12) }, "labelMedium")
    }

    @Test func theKeyboardCoversTheNavigationBarWhichStaysAtTheBottom() throws {
        var lab = try materialLab("settings-tabs.json")
        let resting = try #require(lab.state.barLayout.tabBarFrame(keyboard: lab.state.presented.keyboardFrame))
        lab.send(.focusField("zipCode"))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        let bar = try #require(lab.state.barLayout.tabBarFrame(keyboard: keyboard))
        #expect(bar == resting)
        #expect(keyboard.minY <= bar.minY, "covered")
    }

    @Test func gestureNavigationDrawsTheHandle108By4Centred10dpAboveTheBottom() throws {
        let lab = try materialLab()
        let state = lab.state
        let handle = MaterialSystemBarView.gestureHandle(state)
        #expect(handle.width == 108 && handle.height == 4)
        #expect(approx(handle.midX, state.screen.midX) && approx(handle.maxY, state.screen.maxY - 10))
        let drawn = lab.draw().roundedFills.filter { same($0.rect, handle) }
        #expect(drawn.count == 1 && drawn.first?.radius == 2 && drawn.first?.colour == state.theme.text)
        let polylines = lab.draw().commands.filter { if case .polyline = $0 { true } else { false } }
        #expect(polylines.isEmpty, "no buttons")
    }

    @Test func threeButtonNavigationDrawsA48dpBarOfThreeCentredKeys() throws {
        let lab = try materialLab(navigation: .buttons)
        let state = lab.state
        let bar = MaterialSystemBarView.buttonBar(state)
        #expect(bar.height == 48 && approx(bar.maxY, state.screen.maxY) && bar.width == state.screen.width)
        let keys = MaterialSystemBarView.keys(state)
        #expect(keys.count == 3 && keys.allSatisfy { $0.width == 70 })
        #expect(approx(keys[1].midX, state.screen.midX), "home in the middle")
        #expect(keys[0].midX < keys[2].midX, "back at the left, recents at the right")
        let handle = MaterialSystemBarView.gestureHandle(state)
        #expect(!lab.draw().roundedFills.contains { same($0.rect, handle) }, "no handle")
    }

    @Test func onAPhoneOnItsSideTheButtonsStandAlongTheRightEdge() throws {
        let lab = try materialLab(orientation: .landscape, navigation: .buttons)
        let bar = MaterialSystemBarView.buttonBar(lab.state)
        #expect(bar.width == 48 && approx(bar.maxX, lab.state.screen.maxX) && bar.height == lab.state.screen.height)
        let keys = MaterialSystemBarView.keys(lab.state)
        #expect(keys[0].minY > keys[2].minY, "back at the bottom")
    }

    @Test func theButtonBarHoldsA40dpFullyRoundFilledButtonWithALabelLargeLabel() throws {
        let lab = try materialLab("signup-sticky.json")
        let state = lab.state
        let bar = try #require(state.presentedBottomBar)
        #expect(bar.height == 72)
        let button = state.barLayout.barButton(in: bar)
        #expect(button.height == 40 && button.minX == bar.minX + 16 && button.width == bar.width - 32)
        let list = lab.draw()
        #expect(
            list.roundedFills.contains { same($0.rect, button) && $0.radius == 20 && $0.colour == state.theme.tint })
        let label = try #require(list.textRuns.first { $0.frame == button })
        #expect(label.font == FontSpec(.robotoMedium, size: 14) && label.color == state.theme.onTint)
    }

    @Test func theComposerIsA28dpPillWithARoundSendButtonInPrimary() throws {
        var lab = try materialLab("chat.json")
        lab.send(.focusField("message"))
        lab.send(.type("Hello"))
        lab.settle()
        let state = lab.state
        let field = try #require(state.barLayout.composerFieldFrame)
        #expect(field.height == 56)
        let bar = try #require(state.presentedBottomBar)
        let send = state.barLayout.sendButton(in: bar)
        #expect(send.width == 48 && approx(send.midY, field.midY))
        let list = lab.draw()
        #expect(list.roundedFills.contains { same($0.rect, field) && $0.radius == 28 })
        #expect(list.roundedFills.contains { same($0.rect, send) && $0.radius == 24 && $0.colour == state.theme.tint })
        #expect(approx(bar.maxY, state.presented.keyboardFrame.minY), "riding the keyboard (insets)")
    }

    @Test func theComposerSaysMessageOnAndroidWhereTheIPhoneSaysIMessage() throws {
        let runs = try materialLab("chat.json").draw().textRuns
        #expect(runs.contains { $0.text == "Message" }, "\(runs.map(\.text))")
        #expect(!runs.contains { $0.text.contains("iMessage") }, "Apple's service, not an Android app's")
        let iPhone = try materialLab("chat.json", device: "iphone-15").draw().textRuns
        #expect(iPhone.contains { $0.text == "iMessage" }, "the iPhone keeps the screen's own placeholder")
    }

    @Test func theSearchBarIs56dpFullyRoundInSurfaceContainerHigh() throws {
        let lab = try materialLab("contacts.json")
        let state = lab.state
        let search = try #require(state.barLayout.searchFrame)
        #expect(search.height == 56 && approx(search.minY, 50.3 + 64 + 8))
        #expect(state.barLayout.navigationAreaHeight == 64 + 72)
        let list = lab.draw()
        #expect(
            list.roundedFills.contains {
                same($0.rect, search) && $0.radius == 28 && $0.colour == state.theme.surfaceContainerHigh
            })
        let placeholder = try #require(list.textRuns.first { $0.text == "Search" })
        #expect(placeholder.font == FontSpec(.roboto, size: 16), "bodyLarge")
        #expect(placeholder.frame.minX == search.minX + 52, "after the search icon")
    }

    @Test func atTheLargestFontScaleTheComposerAndTheButtonGrowWithTheirText() throws {
        var chat = try materialLab("chat.json", textSize: .ax5)
        #expect(chat.state.materialFontScale == 2)
        #expect(chat.state.bars.composerLineStep == 48 && chat.state.bars.composerLineOne == 80)
        chat.send(.focusField("message"))
        chat.send(.type("One two three four five six seven eight nine ten eleven twelve thirteen fourteen"))
        chat.settle()
        let field = try #require(chat.state.barLayout.composerFieldFrame)
        // The composer's lines: the runs drawn over its pill.
        let list = chat.draw()
        let pill = try #require(
            list.commands.firstIndex(of: .fillRounded(field, radius: 28, chat.state.theme.surfaceContainerHigh)))
        let lines = DrawList(canvas: list.canvas, background: list.background, commands: Array(list.commands[pill...]))
            .textRuns.filter { $0.frame.minX == field.minX + 20 }
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.frame.height >= $0.font.size * 1.5 }, "bodyLarge's line for the text's size")
        for (upper, lower) in zip(lines, lines.dropFirst()) {
            #expect(lower.frame.minY >= upper.frame.maxY - 1e-9, "lines do not overlap")
        }
        let signup = try materialLab("signup-sticky.json", textSize: .ax5)
        let bar = try #require(signup.state.presentedBottomBar)
        let button = signup.state.barLayout.barButton(in: bar)
        #expect(button.height == 60 && bar.height == 92)
        let label = try #require(signup.draw().textRuns.first { $0.frame == button })
        #expect(label.font == FontSpec(.robotoMedium, size: 28))
    }
}
