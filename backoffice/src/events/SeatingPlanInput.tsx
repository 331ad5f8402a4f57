import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  useDataProvider,
  useGetList,
  useInput,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AdminEvent } from '@tribuna/common/schemas/events';
import type { AdminDataProvider } from '../providers/dataProvider';
import { emptyPlan, fromSeatingPlan, type EditorPlan } from './seatingPlanEditing';
import { SeatingPlanEditor, type EditorCategory } from './SeatingPlanEditor';

/** Copies another seated event's plan into the form, with the categories its seats use. */
function CopyPlan({ onCopy }: { onCopy(plan: EditorPlan, source: AdminEvent): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [source, setSource] = useState('');
  const [busy, setBusy] = useState(false);
  const { data = [] } = useGetList<AdminEvent & RaRecord>('events', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'startsAt', order: 'DESC' },
  });
  const seated = data.filter((event) => event.seated && event.uuid !== record?.id);
  if (seated.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label={translate('resources.events.editor.copyFrom')}
        value={source}
        onChange={(event) => setSource(event.target.value)}
        sx={{ minWidth: 260 }}
      >
        {seated.map((event) => (
          <MenuItem key={event.uuid} value={event.uuid}>
            {event.name.cs} ({event.seatCount})
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!source || busy}
        onClick={async () => {
          setBusy(true);
          try {
            const plan = await dataProvider.seatingPlan(source);
            onCopy(
              fromSeatingPlan(plan),
              seated.find((event) => event.uuid === source)!,
            );
            notify('resources.events.editor.copied', { type: 'info' });
          } catch {
            notify('resources.events.editor.copyFailed', { type: 'error' });
          } finally {
            setBusy(false);
          }
        }}
      >
        {translate('resources.events.editor.copy')}
      </Button>
    </Stack>
  );
}

/** The event form's seating plan: the editor bound to the `seatingPlan` value. */
export function SeatingPlanInput() {
  const translate = useTranslate();
  // react-admin hands an input '' for a null value by default; a new event's plan is null until drawn.
  const { field } = useInput<EditorPlan | null>({ source: 'seatingPlan', format: (value) => value ?? null });
  const { setValue, getValues } = useFormContext();
  const watched = useWatch({ name: 'categories' }) as
    { key?: string; name?: { cs?: string }; color?: string }[] | undefined;
  const categories: EditorCategory[] = (watched ?? [])
    .filter((category) => typeof category?.key === 'string' && category.key.trim() !== '')
    .map((category) => ({
      key: category.key!.trim(),
      name: category.name?.cs ?? '',
      color: /^#[0-9a-fA-F]{6}$/.test(category.color ?? '') ? category.color! : '#9e9e9e',
    }));
  const plan = field.value ?? emptyPlan();

  const copy = (copied: EditorPlan, source: AdminEvent) => {
    const current = (getValues('categories') as { key?: string }[] | undefined) ?? [];
    const known = new Set(current.map((category) => category.key));
    const missing = source.categories
      .filter((category) => !known.has(category.key))
      .map(({ key, name, color, priceCzk, priceEur }) => ({
        key,
        name,
        color,
        priceCzk,
        priceEur,
        capacity: null,
      }));
    if (missing.length > 0) setValue('categories', [...current, ...missing], { shouldDirty: true });
    field.onChange(copied);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {categories.length === 0 && (
        <Typography color="warning.main">{translate('resources.events.editor.needCategories')}</Typography>
      )}
      <CopyPlan onCopy={copy} />
      <SeatingPlanEditor plan={plan} onChange={field.onChange} categories={categories} />
    </Stack>
  );
}
