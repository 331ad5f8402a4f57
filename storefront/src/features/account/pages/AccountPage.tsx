import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { applyPreRegisteredVoucher, type VoucherApplyResult } from '../../../lib/voucherHooks';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { LanguageForm } from '../components/LanguageForm';
import { MembershipsCard } from '../components/MembershipsCard';
import { OrdersSection } from '../components/OrdersSection';
import { ProfileForm } from '../components/ProfileForm';
import { StatisticsCard } from '../components/StatisticsCard';
import { VoucherSection } from '../components/VoucherSection';
import { useVoucherApplied } from '../hooks/useVoucherApplied';

/**
 * The account page (`app-accountPage`); the route guard lets only a signed-in user in. Other
 * features' sections (held tickets, waiting lists, season seats) come in through `sections`, which
 * the app's account screen (`app/routes/AccountScreen.tsx`) fills: features do not import each other.
 */
export function AccountPage({ sections }: { sections?: ReactNode }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const voucherCode = search.get('preRegisteredVoucherCode');
  const { state } = useLocation() as { state: { identityNeededFor?: string } | null };
  const identityNeededFor = state?.identityNeededFor;
  const appliedCode = useRef<string | null>(null);
  const [voucherResult, setVoucherResult] = useState<VoucherApplyResult | null>(null);
  const voucherApplied = useVoucherApplied();

  // Spec section 8: a voucher that needed a delivery identity comes back here with its code.
  useEffect(() => {
    if (!voucherCode || appliedCode.current === voucherCode) return;
    appliedCode.current = voucherCode;
    // Applied at start already (application start step 4): the 412 is known, not asked again.
    if (identityNeededFor === voucherCode) {
      setVoucherResult({ status: 'identityNeeded', code: voucherCode });
      return;
    }
    void applyPreRegisteredVoucher(voucherCode).then((result) => {
      // The section shows what it came to (the delivery identity form on a 412).
      if (result) setVoucherResult(result);
      if (result?.status === 'applied') void voucherApplied();
    });
  }, [voucherCode, identityNeededFor, voucherApplied]);

  const user = session.user;
  if (!user) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h1">
          {t('account.title')}
        </Typography>
        <Button variant="text" onClick={() => void session.signOut().then(() => navigate(paths('home')))}>
          {t('account.logout')}
        </Button>
      </Box>
      <StatisticsCard user={user} />
      <MembershipsCard user={user} />
      {sections}
      <OrdersSection />
      <VoucherSection pending={voucherResult} />
      <ProfileForm key={user.uuid} user={user} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
        <LanguageForm user={user} />
        <ChangePasswordForm user={user} />
      </Box>
    </Box>
  );
}

export default AccountPage;
