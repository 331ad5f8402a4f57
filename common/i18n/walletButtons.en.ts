import type { WalletButtonsTexts } from './walletButtons';

export const walletButtonsEn: WalletButtonsTexts = {
  wallet: {
    apple: 'Add to Apple Wallet',
    appleLabel: 'Add the ticket for {{event}} to Apple Wallet',
    google: 'Save to Google Wallet',
    googleLabel: 'Save the ticket for {{event}} to Google Wallet',
  },
};
