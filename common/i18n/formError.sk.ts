import type { FormErrorTexts } from './formError';

export const formErrorSk: FormErrorTexts = {
  requiredError: 'Toto pole je povinné',
  lengthMaxError: 'Maximálny počet znakov je {{max}}',
  lengthMinError: 'Minimálny počet znakov je {{min}}',
  capitalError: 'Musí obsahovať aspoň jedno veľké písmeno',
  numberError: 'Musí obsahovať aspoň jednu číslicu',
  passwordError: 'Aspoň 8 znakov, z toho jedno veľké písmeno, jedno malé písmeno a jedna číslica',
  emailError: 'Neplatná e-mailová adresa',
  invalidDateError: 'Zadajte dátum vo formáte dd.MM.yyyy',
  invalidDateTimeError: 'Zadajte dátum a čas vo formáte dd.MM.yyyy HH:mm',
  invalidLinkError: 'Odkaz musí začínať na http:// alebo https://',
  youtubeLinkError: 'Odkaz musí viesť na www.youtube.com',
  dateMustBeBefore__futureDate: 'Dátum musí byť pred {{date}}',
  dateMustBeAfter__pastDate: 'Dátum musí byť po {{date}}',
  invalidCityName: 'Neplatný názov obce',
  invalidAddress: 'Neplatná adresa',
  invalidPhoneNumber: 'Neplatné telefónne číslo (napr. +421 912 345 678)',
  invalidCharacterError: 'Text obsahuje nepovolený znak',
  invalidZipCode: 'Zadajte PSČ v tvare 123 45',
  invalidCin: 'Neplatné IČO',
  invalidTin: 'Neplatné DIČ (napr. SK1234567890)',
};
