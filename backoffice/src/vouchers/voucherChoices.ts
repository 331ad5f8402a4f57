/** The yes/no filters of the voucher lists: the API takes the strings `true` and `false`. */
export const yesNoChoices = [
  { id: 'true', name: 'resources.vouchers.yesNo.yes' },
  { id: 'false', name: 'resources.vouchers.yesNo.no' },
];
