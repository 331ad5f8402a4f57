import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { languages } from '@tribuna/common/languages';
import { defaultRowsSpec, type RowsSpec } from '@tribuna/common/seating/rows';
import type { RowNumbering } from '@tribuna/common/seatRows';
import {
  addSection,
  flatten,
  nextOrigin,
  nextSectionKey,
  planStats,
  removeSeats,
  removeSection,
  renameSection,
  renumberSelection,
  sectionOf,
  setCategory,
  setMark,
  type EditorPlan,
  type SeatMark,
} from './seatingPlanEditing';
import { PlanCanvas } from './PlanCanvas';

export interface EditorCategory {
  key: string;
  name: string;
  color: string;
}

const t = (key: string) => `resources.events.editor.${key}`;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ htmlInput: { min, max } }}
      sx={{ width: 130 }}
    />
  );
}

/**
 * The seating plan editor: sections of generated rows (straight or curved) with a preview before
 * they are added, then edits of the seats selected on the canvas: category, wheelchair, companion
 * and blocked marks, renumbering and removal. Every edit answers a new plan to `onChange`.
 */
export function SeatingPlanEditor({
  plan,
  onChange,
  categories,
}: {
  plan: EditorPlan;
  onChange(plan: EditorPlan): void;
  categories: readonly EditorCategory[];
}) {
  const translate = useTranslate();
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const firstCategory = categories[0]?.key ?? '';
  const [spec, setSpec] = useState<RowsSpec>(() => ({ ...defaultRowsSpec, origin: nextOrigin(plan) }));
  const [sectionName, setSectionName] = useState('');
  const [sectionCategory, setSectionCategory] = useState('');
  const [previewing, setPreviewing] = useState(true);
  const [category, setCategoryChoice] = useState('');
  const [numbering, setNumbering] = useState<RowNumbering>({ startNumber: 1, step: 1, from: 'left' });

  const places = useMemo(() => flatten(plan), [plan]);
  const seats = useMemo(() => places.map((place) => place.seat), [places]);
  const stats = useMemo(() => planStats(plan), [plan]);
  const colours = useMemo(() => new Map(categories.map((c) => [c.key, c.color])), [categories]);
  const key = nextSectionKey(plan);
  const block = {
    key,
    name: { cs: sectionName.trim() || translate(t('sectionDefaultName'), { key }) },
    spec,
    category: sectionCategory || firstCategory,
  };
  const preview = useMemo(
    () => (previewing ? sectionOf(block).rows.flatMap((row) => row.seats) : []),
    // The block is rebuilt each render from these inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [previewing, spec, key, sectionCategory, firstCategory],
  );

  const change = (next: EditorPlan, keepSelection = true) => {
    onChange(next);
    if (!keepSelection) setSelection(new Set());
  };
  const mark = (which: SeatMark, on: boolean) => change(setMark(plan, selection, which, on));
  const set = (patch: Partial<RowsSpec>) => setSpec((current) => ({ ...current, ...patch }));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <PlanCanvas
        seats={seats}
        preview={preview}
        stage={plan.stage}
        colours={colours}
        selection={selection}
        onSelect={setSelection}
        onDelete={() => change(removeSeats(plan, selection), false)}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate(t('summary'), {
          seats: stats.seats,
          sections: plan.sections.length,
          wheelchair: stats.wheelchair,
          companion: stats.companion,
          blocked: stats.blocked,
        })}
        {' · '}
        {translate(t('selected'), { count: selection.size })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Panel title={translate(t('addSection'))}>
          <Stack direction="row" flexWrap="wrap" gap={1.5}>
            <TextField
              size="small"
              label={translate(t('sectionName'))}
              value={sectionName}
              placeholder={translate(t('sectionDefaultName'), { key })}
              onChange={(event) => setSectionName(event.target.value)}
            />
            <TextField
              select
              size="small"
              label={translate(t('shape'))}
              value={spec.shape}
              onChange={(event) => set({ shape: event.target.value as RowsSpec['shape'] })}
              sx={{ width: 150 }}
            >
              <MenuItem value="straight">{translate(t('straight'))}</MenuItem>
              <MenuItem value="curved">{translate(t('curved'))}</MenuItem>
            </TextField>
            <NumberField
              label={translate(t('rows'))}
              value={spec.rows}
              min={1}
              max={1000}
              onChange={(rows) => set({ rows })}
            />
            <NumberField
              label={translate(t('seatsPerRow'))}
              value={spec.seatsPerRow}
              min={1}
              max={2000}
              onChange={(seatsPerRow) => set({ seatsPerRow })}
            />
            <TextField
              size="small"
              label={translate(t('firstRowLabel'))}
              value={spec.firstRowLabel}
              onChange={(event) => set({ firstRowLabel: event.target.value })}
              sx={{ width: 130 }}
            />
            <NumberField
              label={translate(t('firstSeatNumber'))}
              value={spec.firstSeatNumber}
              onChange={(firstSeatNumber) => set({ firstSeatNumber })}
            />
            <NumberField
              label={translate(t('seatSpacing'))}
              value={spec.seatSpacing}
              min={1}
              onChange={(seatSpacing) => set({ seatSpacing })}
            />
            <NumberField
              label={translate(t('rowSpacing'))}
              value={spec.rowSpacing}
              min={1}
              onChange={(rowSpacing) => set({ rowSpacing })}
            />
            {spec.shape === 'curved' && (
              <NumberField
                label={translate(t('radius'))}
                value={spec.radius}
                min={1}
                onChange={(radius) => set({ radius })}
              />
            )}
            <NumberField
              label={translate(t('rotation'))}
              value={spec.rotation}
              onChange={(rotation) => set({ rotation })}
            />
            <NumberField
              label={translate(t('originX'))}
              value={spec.origin.x}
              onChange={(x) => set({ origin: { ...spec.origin, x } })}
            />
            <NumberField
              label={translate(t('originY'))}
              value={spec.origin.y}
              onChange={(y) => set({ origin: { ...spec.origin, y } })}
            />
            <TextField
              select
              size="small"
              label={translate(t('category'))}
              value={sectionCategory || firstCategory}
              onChange={(event) => setSectionCategory(event.target.value)}
              sx={{ minWidth: 160 }}
            >
              {categories.map((option) => (
                <MenuItem key={option.key} value={option.key}>
                  {option.name || option.key}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" alignItems="center" spacing={2} sx={{ mt: 1.5 }}>
            <FormControlLabel
              control={
                <Checkbox checked={previewing} onChange={(event) => setPreviewing(event.target.checked)} />
              }
              label={translate(t('preview'))}
            />
            <Button
              variant="contained"
              disabled={!block.category || spec.rows < 1 || spec.seatsPerRow < 1}
              onClick={() => {
                const next = addSection(plan, block);
                change(next, false);
                setSectionName('');
                setSpec((current) => ({ ...current, origin: nextOrigin(next) }));
              }}
            >
              {translate(t('add'))}
            </Button>
          </Stack>
        </Panel>
        <Panel title={translate(t('selection'))}>
          <Stack spacing={1.5}>
            <Stack direction="row" flexWrap="wrap" gap={1}>
              <Button size="small" onClick={() => setSelection(new Set(seats.map((_, i) => i)))}>
                {translate(t('selectAll'))}
              </Button>
              <Button size="small" disabled={selection.size === 0} onClick={() => setSelection(new Set())}>
                {translate(t('clearSelection'))}
              </Button>
            </Stack>
            <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
              <TextField
                select
                size="small"
                label={translate(t('category'))}
                value={category || firstCategory}
                onChange={(event) => setCategoryChoice(event.target.value)}
                sx={{ minWidth: 160 }}
              >
                {categories.map((option) => (
                  <MenuItem key={option.key} value={option.key}>
                    {option.name || option.key}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={selection.size === 0 || !(category || firstCategory)}
                onClick={() => change(setCategory(plan, selection, category || firstCategory))}
              >
                {translate(t('setCategory'))}
              </Button>
            </Stack>
            <Stack direction="row" flexWrap="wrap" gap={1}>
              {(['wheelchair', 'companion', 'blocked'] as const).map((which) => (
                <Button
                  key={which}
                  variant="outlined"
                  size="small"
                  disabled={selection.size === 0}
                  onClick={() => mark(which, true)}
                >
                  {translate(t(`mark.${which}`))}
                </Button>
              ))}
              <Button
                size="small"
                disabled={selection.size === 0}
                onClick={() =>
                  change(
                    setMark(
                      setMark(setMark(plan, selection, 'wheelchair', false), selection, 'companion', false),
                      selection,
                      'blocked',
                      false,
                    ),
                  )
                }
              >
                {translate(t('clearMarks'))}
              </Button>
            </Stack>
            <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
              <NumberField
                label={translate(t('startNumber'))}
                value={numbering.startNumber}
                onChange={(startNumber) => setNumbering({ ...numbering, startNumber })}
              />
              <TextField
                select
                size="small"
                label={translate(t('step'))}
                value={numbering.step}
                onChange={(event) =>
                  setNumbering({ ...numbering, step: Number(event.target.value) === 2 ? 2 : 1 })
                }
                sx={{ width: 150 }}
              >
                <MenuItem value={1}>{translate(t('everySeat'))}</MenuItem>
                <MenuItem value={2}>{translate(t('oddOrEven'))}</MenuItem>
              </TextField>
              <TextField
                select
                size="small"
                label={translate(t('from'))}
                value={numbering.from}
                onChange={(event) =>
                  setNumbering({ ...numbering, from: event.target.value === 'right' ? 'right' : 'left' })
                }
                sx={{ width: 130 }}
              >
                <MenuItem value="left">{translate(t('fromLeft'))}</MenuItem>
                <MenuItem value="right">{translate(t('fromRight'))}</MenuItem>
              </TextField>
              <Button
                variant="outlined"
                disabled={selection.size === 0}
                onClick={() => change(renumberSelection(plan, selection, numbering))}
              >
                {translate(t('renumber'))}
              </Button>
            </Stack>
            <Box>
              <Button
                color="error"
                disabled={selection.size === 0}
                onClick={() => change(removeSeats(plan, selection), false)}
              >
                {translate(t('removeSeats'))}
              </Button>
            </Box>
          </Stack>
        </Panel>
        <Panel title={translate(t('sections'))}>
          {plan.sections.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(t('noSections'))}
            </Typography>
          ) : (
            <List dense disablePadding>
              {plan.sections.map((section, index) => (
                <ListItem
                  key={section.key}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      onClick={() => change(removeSection(plan, index), false)}
                    >
                      {translate(t('removeSection'))}
                    </Button>
                  }
                >
                  <Stack spacing={1} sx={{ width: '100%', pr: 12 }}>
                    <ListItemText
                      primary={section.name.cs || section.key}
                      secondary={translate(t('sectionSeats'), {
                        rows: section.rows.length,
                        seats: section.rows.reduce((sum, row) => sum + row.seats.length, 0),
                      })}
                    />
                    {/* Named in every language as other translatable names are; Czech stands in for a missing one. */}
                    <Stack direction="row" flexWrap="wrap" gap={1}>
                      {languages.map((language) => (
                        <TextField
                          key={language}
                          size="small"
                          label={
                            language === 'cs'
                              ? translate(t('sectionName'))
                              : `${translate(t('sectionName'))} (${translate(`admin.localeNames.${language}`)})`
                          }
                          value={section.name[language] ?? ''}
                          onChange={(event) =>
                            change(renameSection(plan, index, language, event.target.value))
                          }
                          sx={{ width: 200 }}
                        />
                      ))}
                    </Stack>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel title={translate(t('stageTitle'))}>
          <Stack direction="row" flexWrap="wrap" gap={1.5}>
            {(['x', 'y', 'width', 'height'] as const).map((field) => (
              <NumberField
                key={field}
                label={translate(t(`stageFields.${field}`))}
                value={plan.stage[field]}
                min={field === 'width' || field === 'height' ? 0 : undefined}
                onChange={(value) => change({ ...plan, stage: { ...plan.stage, [field]: value } })}
              />
            ))}
          </Stack>
        </Panel>
      </Box>
    </Stack>
  );
}
