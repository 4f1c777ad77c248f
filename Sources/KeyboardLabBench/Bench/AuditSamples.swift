/// The files of the bench's generated app: a screen of about 100 lines in each language the audit reads, its
/// keyboard code right in most and wrong in some, with comments and strings that name what the rules look for.
enum AuditSamples {
    /// `count` lines of ordinary code, so each file is about as long as a real screen.
    static func body(_ count: Int, comment: String, line: (Int) -> String) -> String {
        (0..<count).map {
            $0 % 10 == 0 ? "\(comment) section \($0): keyboardFrameBeginUserInfoKey in a comment" : line($0)
        }
        .joined(separator: "\n")
    }

    static func swift(_ index: Int) -> String {
        """
        import UIKit

        final class Screen\(index): UIViewController {
            @IBOutlet private var scrollView: UIScrollView!
            private let note = "keyboardFrameBeginUserInfoKey in a string, \\(1 + 2)"

            @objc private func keyboardWillChange(_ notification: Notification) {
                guard let frame = notification.userInfo?[\(index % 8 == 0 ? "UIResponder.keyboardFrameBeginUserInfoKey" : "UIResponder.keyboardFrameEndUserInfoKey")] as? CGRect
                else { return }
                let local = scrollView.convert(frame, from: nil)
                scrollView.contentInset.bottom = scrollView.bounds.intersection(local).height
            }

        \(body(86, comment: "    //") { "    func helper\($0)(_ value: Int) -> Int { value * \($0) + \(index) }" })
        }

        """
    }

    static func kotlin(_ index: Int) -> String {
        """
        package app

        class Screen\(index) : Fragment() {
            override fun onViewCreated(view: View, saved: Bundle?) {
                ViewCompat.setOnApplyWindowInsetsListener(view) { v, insets ->
                    val bars = insets.getInsets(WindowInsetsCompat.Type.systemBars()\(index % 8 == 1 ? "" : " or WindowInsetsCompat.Type.ime()"))
                    v.setPadding(bars.left, bars.top, bars.right, bars.bottom)
                    insets
                }
            }
        \(body(88, comment: "    //") { "    fun helper\($0)(value: Int): String = \"item ${value + \($0)}\"" })
        }

        """
    }

    static func typescript(_ index: Int) -> String {
        """
        import { KeyboardAvoidingView, Platform, Text } from 'react-native';

        export function Screen\(index)({ items }: { items: string[] }) {
          return (
            <KeyboardAvoidingView behavior={Platform.OS === 'ios' ? 'padding' : undefined}\(index % 8 == 2 ? "" : " keyboardVerticalOffset={header}")>
              <Text>Don't stop: it's item {items.length}</Text>
            </KeyboardAvoidingView>
          );
        }
        \(body(90, comment: "//") { "export const helper\($0) = (value: number) => `item ${value + \($0)}` + 'x';" })

        """
    }

    static func dart(_ index: Int) -> String {
        """
        import 'package:flutter/material.dart';

        class Screen\(index) extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return Scaffold(
              resizeToAvoidBottomInset: \(index % 8 == 3 ? "false" : "true"),
              body: SingleChildScrollView(child: Column(children: const [TextField(), TextField()])),
            );
          }
        \(body(88, comment: "  //") { "  String helper\($0)(int value) => 'item ${value + \($0)}';" })
        }

        """
    }
}
