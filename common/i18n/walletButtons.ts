/**
 * Storefront texts of adding a held ticket to Apple Wallet or Google Wallet. The Czech
 * object is the source of the key set; Slovak and English must match it (`WalletButtonsTexts`).
 */
export const walletButtonsCs = {
  wallet: {
    apple: 'Přidat do Apple Wallet',
    appleLabel: 'Přidat vstupenku na {{event}} do Apple Wallet',
    google: 'Uložit do Google Wallet',
    googleLabel: 'Uložit vstupenku na {{event}} do Google Wallet',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type WalletButtonsTexts = DeepStrings<typeof walletButtonsCs>;
