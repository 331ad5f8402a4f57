import { cs } from './cs';
import { en } from './en';
import { sk } from './sk';

export type { Translations } from './cs';
export const translations = { cs, sk, en };
export type TranslationLanguage = keyof typeof translations;
