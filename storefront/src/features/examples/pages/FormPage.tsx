import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  address,
  capitalLetter,
  city,
  date,
  dateTime,
  digit,
  email,
  futureDate,
  link,
  maxLength,
  minLength,
  password,
  pastDate,
  phone,
  price,
  requiredNumber,
  requiredString,
  requiredTrue,
  youtubeLink,
} from '@tribuna/common/validation';
import { issuesToErrors, type FieldError } from '../../../components/form/fieldErrors';
import { FormTextField } from '../../../components/form/FormTextField';
import { MaskedTextField } from '../../../components/form/MaskedTextField';

interface RuleField {
  name: string;
  schema: z.ZodType<unknown, string>;
  type?: string;
  autoComplete?: string;
  mask?: string;
  multiline?: boolean;
}

/** Every rule of spec section 5 on one field each. */
function ruleFields(now: Date): RuleField[] {
  return [
    { name: 'required', schema: requiredString() },
    {
      name: 'requiredNumber',
      type: 'number',
      schema: z
        .string()
        .transform((v) => (v.trim() === '' ? Number.NaN : Number(v)))
        .pipe(requiredNumber()),
    },
    { name: 'minLength', schema: minLength(3) },
    { name: 'maxLength', schema: maxLength(10) },
    { name: 'capital', schema: capitalLetter() },
    { name: 'digit', schema: digit() },
    { name: 'price', schema: price() },
    { name: 'password', type: 'password', autoComplete: 'new-password', schema: password() },
    { name: 'email', type: 'email', schema: email() },
    { name: 'date', schema: date() },
    { name: 'dateTime', mask: '##.##.#### ##:##', schema: dateTime() },
    { name: 'link', type: 'url', schema: link() },
    { name: 'youtube', type: 'url', schema: youtubeLink() },
    { name: 'pastDate', schema: pastDate(now) },
    { name: 'futureDate', schema: futureDate(now) },
    { name: 'city', schema: city() },
    { name: 'address', schema: address() },
    { name: 'phone', type: 'tel', schema: phone() },
    { name: 'note', multiline: true, schema: maxLength(500) },
  ];
}

const masks = [
  { name: 'maskDate', mask: '####/##/##' },
  { name: 'maskTime', mask: '##:##' },
  { name: 'maskFullTime', mask: '##:##:##' },
  { name: 'maskPhone', mask: '(###) ### - ####' },
  { name: 'maskCard', mask: '#### #### #### ####' },
  { name: 'maskDateTime', mask: '##.##.#### ##:##' },
];

function check(schema: z.ZodType<unknown, string>, value: string): FieldError | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : issuesToErrors(result.error.issues)[''];
}

/** Developer page: the validation rules and input masks, checked as you type. */
export function FormPage() {
  const { t } = useTranslation();
  const fields = useMemo(() => ruleFields(new Date()), []);
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [consent, setConsent] = useState(false);
  const [outcome, setOutcome] = useState<'valid' | 'invalid' | null>(null);

  const errors = Object.fromEntries(fields.map((f) => [f.name, check(f.schema, values[f.name] ?? '')]));
  const consentError = requiredTrue().safeParse(consent).success
    ? undefined
    : { key: 'formError.requiredError' };
  const show = (name: string) => (touched[name] ? errors[name] : undefined);

  function update(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((v) => ({ ...v, [name]: true }));
    setOutcome(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(Object.fromEntries([...fields.map((f) => [f.name, true]), ['consent', true]]));
    setOutcome(Object.values(errors).some(Boolean) || consentError ? 'invalid' : 'valid');
  }

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('examples.formTitle')}
        </Typography>
        <Typography color="text.secondary">{t('examples.formIntro')}</Typography>
      </div>
      <Paper component="section" aria-labelledby="rules" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="rules" variant="h6" component="h2" gutterBottom>
          {t('examples.rulesTitle')}
        </Typography>
        <Box sx={grid}>
          {fields.map((field) => {
            const props = {
              name: field.name,
              label: t(`examples.${field.name}`),
              value: values[field.name] ?? '',
              onChange: (value: string) => update(field.name, value),
              error: show(field.name),
            };
            return field.mask ? (
              <MaskedTextField key={field.name} {...props} mask={field.mask} />
            ) : (
              <FormTextField
                key={field.name}
                {...props}
                type={field.type}
                autoComplete={field.autoComplete}
                multiline={field.multiline}
                sx={field.multiline ? { gridColumn: { sm: '1 / -1' } } : undefined}
              />
            );
          })}
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  name="consent"
                  checked={consent}
                  onChange={(e) => {
                    setConsent(e.target.checked);
                    setTouched((v) => ({ ...v, consent: true }));
                  }}
                />
              }
              label={t('examples.requiredBoolean')}
            />
            {touched.consent && consentError && <FormHelperText error>{t(consentError.key)}</FormHelperText>}
          </Box>
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="masks" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="masks" variant="h6" component="h2" gutterBottom>
          {t('examples.masksTitle')}
        </Typography>
        <Box sx={grid}>
          {masks.map((m) => (
            <MaskedTextField
              key={m.name}
              name={m.name}
              mask={m.mask}
              label={t(`examples.${m.name}`)}
              value={values[m.name] ?? ''}
              onChange={(value) => update(m.name, value)}
            />
          ))}
        </Box>
      </Paper>
      {outcome && (
        <Alert severity={outcome === 'valid' ? 'success' : 'error'}>
          {t(outcome === 'valid' ? 'examples.allValid' : 'examples.someInvalid')}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ justifySelf: { sm: 'start' } }}>
        {t('examples.submit')}
      </Button>
    </Box>
  );
}

export default FormPage;
