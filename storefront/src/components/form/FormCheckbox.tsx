import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf } from './fieldErrors';

/** A check box of a react-hook-form form, with its translated message under it. */
export function FormCheckbox<T extends FieldValues, V extends FieldValues = T>(props: {
  control: Control<T, unknown, V>;
  name: Path<T>;
  label: ReactNode;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = messageOf(fieldState.error);
  const errorId = `${field.name}-error`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              input: {
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
              } as object,
            }}
          />
        }
        label={props.label}
      />
      {error && (
        <FormHelperText id={errorId} error>
          {t(error.key, error.params)}
        </FormHelperText>
      )}
    </Box>
  );
}
