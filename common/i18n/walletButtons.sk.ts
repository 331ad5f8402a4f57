import type { WalletButtonsTexts } from './walletButtons';

export const walletButtonsSk: WalletButtonsTexts = {
  wallet: {
    apple: 'Pridať do Apple Wallet',
    appleLabel: 'Pridať vstupenku na {{event}} do Apple Wallet',
    google: 'Uložiť do Google Wallet',
    googleLabel: 'Uložiť vstupenku na {{event}} do Google Wallet',
  },
};
