import { KeyboardAvoidingView } from 'react-native';

export const Editor = ({ children }) => (
  <KeyboardAvoidingView behavior={'height'} style={{ flex: 1 }}>{children}</KeyboardAvoidingView>
);
