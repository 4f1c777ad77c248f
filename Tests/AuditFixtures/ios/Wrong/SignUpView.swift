import SwiftUI

struct SignUpView: View {
    @State private var email = ""
    @State private var note = ""

    var body: some View {
        ZStack {
            VStack(spacing: 12) {
                Spacer()
                TextField("Email", text: $email)
                TextEditor(text: $note)
            }
            .padding()
        }
        .ignoresSafeArea()
        .background(Color.indigo.ignoresSafeArea())
    }
}
