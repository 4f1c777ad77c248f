import { KeyboardAvoidingView, Platform } from 'react-native';
import { useHeaderHeight } from '@react-navigation/elements';

export function ProfileScreen(): React.JSX.Element {
  const headerHeight = useHeaderHeight();
  return (
    // keyboard-lab:ignore rn-kav-android-35
    <KeyboardAvoidingView
      behavior={Platform.OS === 'ios' ? 'padding' : undefined}
      keyboardVerticalOffset={headerHeight}
    />
  );
}
