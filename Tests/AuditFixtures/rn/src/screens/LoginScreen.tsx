import React, { useState } from 'react';
import { KeyboardAvoidingView, Text, TextInput } from 'react-native';

// A <KeyboardAvoidingView> in a comment is not an element.
export function LoginScreen() {
  const [email, setEmail] = useState('');
  const greeting = `Don't have an account? ${email.length > 0 ? 'Welcome' : "Sign up"}`;
  return (
    <>
      <Text>Don't worry, it's free</Text>
      <KeyboardAvoidingView behavior="padding" style={{ flex: 1 }}>
        <TextInput value={email} onChangeText={setEmail} placeholder={greeting} />
      </KeyboardAvoidingView>
    </>
  );
}
