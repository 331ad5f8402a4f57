import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useGetList,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminOrderDetail } from '@tribuna/common/schemas/orders';
import { membershipEnds, type CreateRefundBody, type Refund } from '@tribuna/common/schemas/refunds';
import { errorMessage, errorText } from '../errorMessage';
import { useMoney } from '../orders/MoneyField';
import type { AdminDataProvider } from '../providers/dataProvider';
import {
  emptyRefundForm,
  linesTakenBack,
  parseAmount,
  refundBody,
  refundableAmount,
  refundedLineUuids,
  type RefundFormValues,
  type RefundScope,
} from './refundForm';
import { RefundStatusChip } from './RefundStatusField';

type OrderRecord = AdminOrderDetail & { id: string };

const scopes: RefundScope[] = ['order', 'lines', 'amount'];
const TICKET_USED = 'apiError.ticketAlreadyUsed';

/** The order's refunds, for staff who may read them (the order's page lists them, the dialog counts them). */
export function useOrderRefunds(orderUuid: string | undefined) {
  const { canAccess } = useCanAccess({ resource: 'refunds', action: 'list' });
  const { data } = useGetList<Refund & { id: string }>(
    'refunds',
    {
      filter: { orderUuid },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'ASC' },
    },
    { enabled: Boolean(canAccess && orderUuid) },
  );
  return data ?? [];
}

function RefundDialog({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.refunds.create.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const createPath = useCreatePath();
  const refresh = useRefresh();
  const money = useMoney(order.currency);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const refunds = useOrderRefunds(order.uuid);
  const refunded = refundedLineUuids(refunds);
  const maxAmount = refundableAmount(order.total, refunds);
  // One uuid for the dialog: a second click or a retry after a lost answer is the same refund.
  const [uuid] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<RefundFormValues>(emptyRefundForm);
  const [submitted, setSubmitted] = useState(false);
  const set = (change: Partial<RefundFormValues>) => setValues((current) => ({ ...current, ...change }));
  const body = refundBody(values, uuid, maxAmount);
  const create = useMutation({
    mutationFn: (request: CreateRefundBody) => dataProvider.createRefund(order.uuid, request),
    onSuccess: () => refresh(),
  });
  const taken = linesTakenBack(values, order.lines, refunded);
  const takesMembership = taken.some((line) => line.kind === 'subscription');
  // The checkbox matters only once the server said a ticket taken back was used at the gate.
  const ticketUsed =
    values.allowUsedTickets ||
    (create.isError &&
      errorMessage(create.error) === TICKET_USED &&
      taken.some((line) => line.kind === 'ticket'));
  const amountTyped = values.amount.trim() !== '';
  const amountMinor = parseAmount(values.amount);
  const amountError =
    values.scope === 'amount' && amountTyped && (amountMinor === null || amountMinor > maxAmount);
  const result = create.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (body && !create.isPending) create.mutate(body);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          {result ? (
            <Stack spacing={2} role="status">
              <Stack direction="row" spacing={1} alignItems="center">
                <RefundStatusChip status={result.status} />
                <Typography>{money(result.amount)}</Typography>
              </Stack>
              <Typography>{t(`result.${result.status}`)}</Typography>
              <Box>
                <Button
                  component={Link}
                  to={createPath({ resource: 'refunds', type: 'show', id: result.uuid })}
                  onClick={onClose}
                >
                  {t('showRefund')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('refundable', { amount: money(maxAmount) })}
              </Typography>
              <FormControl>
                <FormLabel id={`${titleId}-scope`}>{t('scope')}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${titleId}-scope`}
                  value={values.scope}
                  onChange={(event) => {
                    const scope = scopes.find((one) => one === event.target.value);
                    if (scope) set({ scope });
                  }}
                >
                  {scopes.map((scope) => (
                    <FormControlLabel
                      key={scope}
                      value={scope}
                      control={<Radio />}
                      label={t(`scopes.${scope}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {values.scope === 'lines' && (
                <FormControl error={submitted && values.lines.length === 0} component="fieldset">
                  <FormLabel component="legend">{t('lines')}</FormLabel>
                  <FormGroup>
                    {order.lines.map((line) => (
                      <FormControlLabel
                        key={line.uuid}
                        disabled={refunded.has(line.uuid)}
                        control={
                          <Checkbox
                            checked={values.lines.includes(line.uuid)}
                            onChange={(event) =>
                              set({
                                lines: event.target.checked
                                  ? [...values.lines, line.uuid]
                                  : values.lines.filter((one) => one !== line.uuid),
                              })
                            }
                          />
                        }
                        label={`${line.label} · ${money(line.amount)}${
                          refunded.has(line.uuid) ? ` (${t('alreadyRefunded')})` : ''
                        }`}
                      />
                    ))}
                  </FormGroup>
                  {submitted && values.lines.length === 0 && (
                    <FormHelperText>{t('pickLines')}</FormHelperText>
                  )}
                </FormControl>
              )}
              {values.scope === 'amount' && (
                <TextField
                  required
                  label={t('amount', { currency: order.currency })}
                  value={values.amount}
                  inputMode="decimal"
                  error={amountError || (submitted && !amountTyped)}
                  helperText={amountError ? t('amountInvalid', { max: money(maxAmount) }) : t('amountHint')}
                  onChange={(event) => set({ amount: event.target.value })}
                />
              )}
              <TextField
                required
                multiline
                minRows={3}
                label={t('reason')}
                value={values.reason}
                error={submitted && values.reason.trim() === ''}
                helperText={
                  submitted && values.reason.trim() === '' ? translate('formError.requiredError') : ' '
                }
                onChange={(event) => set({ reason: event.target.value })}
              />
              {takesMembership && (
                <FormControl>
                  <FormLabel id={`${titleId}-membership`}>{t('membershipEnd')}</FormLabel>
                  <RadioGroup
                    aria-labelledby={`${titleId}-membership`}
                    value={values.membershipEnd}
                    onChange={(event) => {
                      const end = membershipEnds.find((one) => one === event.target.value);
                      if (end) set({ membershipEnd: end });
                    }}
                  >
                    {membershipEnds.map((end) => (
                      <FormControlLabel
                        key={end}
                        value={end}
                        control={<Radio />}
                        label={translate(`resources.refunds.membershipEnds.${end}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
              {ticketUsed && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values.allowUsedTickets}
                      onChange={(event) => set({ allowUsedTickets: event.target.checked })}
                    />
                  }
                  label={t('allowUsedTickets')}
                />
              )}
              {create.isError && (
                <Alert severity="error" role="alert">
                  {errorText(translate, create.error)}
                  {errorMessage(create.error) === TICKET_USED && ` ${t('allowUsedTicketsHint')}`}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(result ? 'ra.action.close' : 'ra.action.cancel')}</Button>
          {!result && (
            <Button type="submit" variant="contained" disabled={create.isPending || maxAmount === 0}>
              {t('confirm')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The order page's "Refund" action, for staff who may make refunds: the whole order, the lines they
 * pick, or an amount, with a reason; the answer's status shows in the dialog, a refusal by its name.
 */
export function RefundOrderButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'refunds', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || (record.status !== 'accepted' && record.status !== 'admin_granted'))
    return null;
  return (
    <>
      <Button startIcon={<CurrencyExchangeIcon />} onClick={() => setOpen(true)}>
        {translate('resources.refunds.create.button')}
      </Button>
      {open && <RefundDialog order={record} onClose={() => setOpen(false)} />}
    </>
  );
}
