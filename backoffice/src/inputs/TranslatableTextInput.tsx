import { TextInput, type TextInputProps } from 'react-admin';
import { useTranslatableLabel } from './useTranslatableLabel';

/**
 * A TextInput for TranslatableInputs, labelled with its language. `labelField` names the label's key
 * when it is not the source's (a video's `title` inside an archive, labelled "Video title").
 */
export function TranslatableTextInput({ labelField, ...props }: TextInputProps & { labelField?: string }) {
  const label = useTranslatableLabel(props.source, labelField);
  return <TextInput {...props} label={label} />;
}
