/** Texts of the form validation errors (`formError.*`); see `../validation.ts`. */
export interface FormErrorTexts {
  requiredError: string;
  lengthMaxError: string;
  lengthMinError: string;
  capitalError: string;
  numberError: string;
  passwordError: string;
  emailError: string;
  invalidDateError: string;
  invalidDateTimeError: string;
  invalidLinkError: string;
  youtubeLinkError: string;
  dateMustBeBefore__futureDate: string;
  dateMustBeAfter__pastDate: string;
  invalidCityName: string;
  invalidAddress: string;
  invalidPhoneNumber: string;
  invalidCharacterError: string;
  invalidZipCode: string;
  invalidCin: string;
  invalidTin: string;
}

export const formErrorCs: FormErrorTexts = {
  requiredError: 'Toto pole je povinné',
  lengthMaxError: 'Maximální počet znaků je {{max}}',
  lengthMinError: 'Minimální počet znaků je {{min}}',
  capitalError: 'Musí obsahovat alespoň jedno velké písmeno',
  numberError: 'Musí obsahovat alespoň jednu číslici',
  passwordError: 'Alespoň 8 znaků, z toho jedno velké písmeno, jedno malé písmeno a jedna číslice',
  emailError: 'Neplatná e-mailová adresa',
  invalidDateError: 'Zadejte datum ve formátu dd.MM.yyyy',
  invalidDateTimeError: 'Zadejte datum a čas ve formátu dd.MM.yyyy HH:mm',
  invalidLinkError: 'Odkaz musí začínat na http:// nebo https://',
  youtubeLinkError: 'Odkaz musí vést na www.youtube.com',
  dateMustBeBefore__futureDate: 'Datum musí být před {{date}}',
  dateMustBeAfter__pastDate: 'Datum musí být po {{date}}',
  invalidCityName: 'Neplatný název obce',
  invalidAddress: 'Neplatná adresa',
  invalidPhoneNumber: 'Neplatné telefonní číslo (např. +420 123 456 789)',
  invalidCharacterError: 'Text obsahuje nepovolený znak',
  invalidZipCode: 'Zadejte PSČ ve tvaru 123 45',
  invalidCin: 'Neplatné IČO',
  invalidTin: 'Neplatné DIČ (např. CZ12345678)',
};
