import { Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The navigation drawer for small screens; loaded only when first opened. */
export default function MobileMenu(props: {
  open: boolean;
  onClose(): void;
  items: { to: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={props.open} onClose={props.onClose}>
      <List sx={{ width: 240 }} component="nav" aria-label={t('nav.menu')}>
        {props.items.map((item) => (
          <ListItemButton key={item.to} component={Link} to={item.to} onClick={props.onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
