import { Box, Drawer, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The navigation drawer for small screens; loaded only when first opened. */
export default function MobileMenu(props: {
  open: boolean;
  onClose(): void;
  items: { to: string; label: string }[];
  /** Pages outside the storefront's routes (the back office), opened as plain links. */
  links?: { href: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={props.open} onClose={props.onClose}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={props.onClose} aria-label={t('nav.closeMenu')}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
        </IconButton>
      </Box>
      <List sx={{ width: 240 }} component="nav" aria-label={t('nav.menu')}>
        {props.items.map((item) => (
          <ListItemButton key={item.to} component={Link} to={item.to} onClick={props.onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
        {props.links?.map((link) => (
          <ListItemButton key={link.href} component="a" href={link.href} onClick={props.onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
