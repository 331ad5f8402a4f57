import { useId, useState, type Ref } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The consent to the terms that every paid order asks for before the payment (tickets, membership,
 * gift voucher): one box, one wording, and one message when it is missing.
 */
export function TermsConsent({
  checked,
  onChange,
  missing,
  onBlur,
  inputRef,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Whether the buyer tried to pay without it. */
  missing: boolean;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name="termsConsent"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            inputRef={inputRef}
            slotProps={{
              input: {
                required: true,
                'aria-describedby': missing ? helpId : undefined,
                'aria-invalid': missing || undefined,
              } as object,
            }}
          />
        }
        label={t('orders.termsConsent')}
      />
      {missing && (
        <FormHelperText id={helpId} error>
          {t('orders.termsConsentRequired')}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The consent's state for a page without a form library: `confirmed()` before paying. */
export function useTermsConsent() {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    props: {
      checked,
      missing,
      onChange(value: boolean) {
        setChecked(value);
        if (value) setMissing(false);
      },
    },
    /** Whether the buyer gave the consent; when not, the box says so. */
    confirmed() {
      if (!checked) setMissing(true);
      return checked;
    },
  };
}
