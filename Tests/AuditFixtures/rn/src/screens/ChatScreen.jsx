import { KeyboardAvoidingView, Platform } from 'react-native';
import { Composer } from '../Composer';

export default function ChatScreen({ messages }) {
  const pattern = /<KeyboardAvoidingView>/g;
  return (
    <KeyboardAvoidingView
      behavior={Platform.OS === 'ios' ? 'padding' : undefined}
      keyboardVerticalOffset={64 + 8}>
      {messages.map(message => <Text key={message.id}>{message.text}</Text>)}
      <Composer />
    </KeyboardAvoidingView>
  );
}
