import { TextInput, type TextInputProps } from 'react-admin';
import { useTranslatableLabel } from './useTranslatableLabel';

/** A TextInput for TranslatableInputs, labelled with its language. */
export function TranslatableTextInput(props: TextInputProps) {
  const label = useTranslatableLabel(props.source);
  return <TextInput {...props} label={label} />;
}
