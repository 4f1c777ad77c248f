package com.example.shop

import androidx.compose.material3.*
import androidx.compose.runtime.Composable

@Composable
fun ReviewScreen(text: String, onText: (String) -> Unit) {
    Scaffold(
        bottomBar = { TextField(value = text, onValueChange = onText) },
    ) { padding ->
        Text("Write a review", modifier = Modifier.padding(padding))
    }
}
