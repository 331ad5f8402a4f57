import RedeemIcon from '@mui/icons-material/Redeem';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const BenefitList = lazy(() => import('./BenefitList'));
const BenefitCreate = lazy(() => import('./BenefitCreate'));
const BenefitEdit = lazy(() => import('./BenefitEdit'));

export default {
  list: BenefitList,
  create: BenefitCreate,
  edit: BenefitEdit,
  icon: RedeemIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.cs ?? ''),
};
