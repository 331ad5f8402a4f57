import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Button, Link, useBasename, useTranslate } from 'react-admin';
import { VOUCHER_GENERATION_PATH } from './generationPath';

/** Opens the bulk generation screen. */
export function GenerateVouchersButton() {
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={`${basename}${VOUCHER_GENERATION_PATH}`}
      label={translate('resources.vouchers.generate.button')}
    >
      <PlaylistAddIcon />
    </Button>
  );
}
