import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { openBackOffice } from '../../../lib/backOffice';
import { useLocale, usePaths } from '../../../lib/locale';
import { afterLogin, landingAfterLogin, safeReturnPath } from '../../../lib/loginHooks';
import { publicConfigQuery } from '../../../lib/publicConfig';

/**
 * Where a login lands (spec section 4): the membership and order steps may name a page; otherwise
 * back to where the user came from (`?redirect=`), to the back office for staff coming from it
 * (`?from=admin`), or home, in the language the user saved. The login page and the terms screen after it both end this way.
 */
export function useContinueLogin() {
  const paths = usePaths();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();

  return async function continueLogin(user: LoggedUser) {
    const config = await queryClient.fetchQuery(publicConfigQuery);
    const next = await afterLogin({
      user,
      locale,
      minimumHoldValidityMinutes: config.minimumHoldValidityMinutes,
    });
    if (next) {
      void navigate(next, { replace: true });
    } else if (search.get('from') === 'admin' && user.resolvedRoles.includes('admin')) {
      openBackOffice();
    } else {
      const target = safeReturnPath(search.get('redirect')) ?? paths('home');
      void navigate(landingAfterLogin(target, user.language, locale), { replace: true });
    }
  };
}
