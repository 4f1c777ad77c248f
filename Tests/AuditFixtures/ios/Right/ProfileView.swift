import SwiftUI

struct ProfileView: View {
    @State private var name = ""

    var body: some View {
        VStack {
            Spacer()
            TextField("Name", text: $name)  // keyboard-lab:ignore swiftui-ignores-keyboard (none below anyway)
        }
        .ignoresSafeArea(.container, edges: .bottom)
        .background(Color.teal.ignoresSafeArea())
        .overlay(Text("ignoresSafeArea() is fine on a background").ignoresSafeArea())
    }
}
