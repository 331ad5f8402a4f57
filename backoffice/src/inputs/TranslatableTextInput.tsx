import { TextInput, type TextInputProps } from 'react-admin';
import { useRequiredInCzech } from './requiredInCzech';
import { useTranslatableLabel } from './useTranslatableLabel';

/**
 * A TextInput for TranslatableInputs, labelled with its language. `labelField` names the label's key
 * when it is not the source's (a video's `title` inside an archive, labelled "Video title"). Its Czech
 * version is marked required when its rules require Czech.
 */
export function TranslatableTextInput({ labelField, ...props }: TextInputProps & { labelField?: string }) {
  const label = useTranslatableLabel(props.source, labelField);
  const required = useRequiredInCzech(props.source, props.validate);
  return <TextInput isRequired={required} {...props} label={label} />;
}
