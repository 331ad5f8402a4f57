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
};

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
};

export const formErrorEn: FormErrorTexts = {
  requiredError: 'This field is required',
  lengthMaxError: 'At most {{max}} characters',
  lengthMinError: 'At least {{min}} characters',
  capitalError: 'Must contain at least one capital letter',
  numberError: 'Must contain at least one digit',
  passwordError: 'At least 8 characters with an upper-case letter, a lower-case letter and a digit',
  emailError: 'Invalid e-mail address',
  invalidDateError: 'Enter the date as dd.MM.yyyy',
  invalidDateTimeError: 'Enter the date and time as dd.MM.yyyy HH:mm',
  invalidLinkError: 'The link must start with http:// or https://',
  youtubeLinkError: 'The link must point to www.youtube.com',
  dateMustBeBefore__futureDate: 'The date must be before {{date}}',
  dateMustBeAfter__pastDate: 'The date must be after {{date}}',
  invalidCityName: 'Invalid city name',
  invalidAddress: 'Invalid address',
  invalidPhoneNumber: 'Invalid phone number (e.g. +420 123 456 789)',
};
