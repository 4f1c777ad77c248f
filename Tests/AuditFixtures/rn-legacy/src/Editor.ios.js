import { KeyboardAvoidingView } from 'react-native';

export const Editor = ({ children }) => <KeyboardAvoidingView behavior="padding">{children}</KeyboardAvoidingView>;
