import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
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
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { formResolver } from '../../../components/form/formResolver';
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

/** One form over every rule field, the consent box and the masks (which only shape what is typed). */
function formSchema(fields: RuleField[]) {
  const shape: Record<string, z.ZodType<unknown, string | boolean>> = {
    ...Object.fromEntries(fields.map((field) => [field.name, field.schema])),
    ...Object.fromEntries(masks.map((m) => [m.name, z.string()])),
    consent: requiredTrue(),
  };
  return z.object(shape);
}

/** Developer page: the validation rules and input masks, checked as you type. */
export function FormPage() {
  const { t } = useTranslation();
  const fields = useMemo(() => ruleFields(new Date()), []);
  const schema = useMemo(() => formSchema(fields), [fields]);
  const form = useForm({
    resolver: formResolver(schema),
    mode: 'onChange',
    defaultValues: {
      ...Object.fromEntries([...fields, ...masks].map((field) => [field.name, ''])),
      consent: false,
    },
  });
  const [outcome, setOutcome] = useState<'valid' | 'invalid' | null>(null);

  useEffect(() => {
    const subscription = form.watch(() => setOutcome(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(
    () => setOutcome('valid'),
    () => setOutcome('invalid'),
  );

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 3 }}>
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
            const props = { control: form.control, name: field.name, label: t(`examples.${field.name}`) };
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
          <FormCheckbox control={form.control} name="consent" label={t('examples.requiredBoolean')} />
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
              control={form.control}
              name={m.name}
              mask={m.mask}
              label={t(`examples.${m.name}`)}
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
