package com.example.legacy

import androidx.compose.foundation.layout.*
import androidx.compose.material3.*
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier

@Composable
fun ChatScreen(draft: String, onDraft: (String) -> Unit) {
    Scaffold(
        bottomBar = {
            OutlinedTextField(value = draft, onValueChange = onDraft, modifier = Modifier.fillMaxWidth())
        }
    ) { padding ->
        Column(Modifier.padding(padding).imePadding()) {}
    }
}

@Composable
fun FormScreen(name: String, onName: (String) -> Unit) {
    Column(Modifier.fillMaxSize().navigationBarsPadding().imePadding()) {
        TextField(value = name, onValueChange = onName)
    }
    Box(Modifier.imePadding().padding(8.dp).imePadding()) {}
}
