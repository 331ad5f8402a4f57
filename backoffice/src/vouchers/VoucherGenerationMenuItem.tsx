import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Menu, useBasename, useCanAccess } from 'react-admin';
import { VOUCHER_GENERATION_PATH } from './generationPath';

/** The menu entry of bulk generation, for those who may create vouchers. */
export function VoucherGenerationMenuItem() {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'vouchers', action: 'create' });
  if (!canAccess) return null;
  return (
    <Menu.Item
      to={`${basename}${VOUCHER_GENERATION_PATH}`}
      primaryText="resources.vouchers.generate.menu"
      leftIcon={<PlaylistAddIcon />}
    />
  );
}
