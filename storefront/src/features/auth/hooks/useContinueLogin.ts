import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { openBackOffice } from '../../../lib/backOffice';
import { useLocale, usePaths } from '../../../lib/locale';
import { afterLogin, landingAfterLogin, safeReturnPath } from '../../../lib/loginHooks';
import { publicConfigQuery } from '../../../lib/publicConfig';

/**
 * Where a login lands (spec section 4): the membership and order steps may name a page; otherwise
 * back to where the user came from (`?redirect=`), else staff to the back office (spec route guard
 * 4: staff sign in here, the back office has no login of its own) and everyone else home, in the
 * language the user saved. The login page and the terms screen after it both end this way.
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
    const target = safeReturnPath(search.get('redirect'));
    if (next) {
      void navigate(next, { replace: true });
    } else if (!target && user.resolvedRoles.includes('admin')) {
      openBackOffice(locale);
    } else {
      void navigate(landingAfterLogin(target ?? paths('home'), user.language, locale), { replace: true });
    }
  };
}
