/** The questions of the FAQ pages, in the order shown (their texts are `faq.items.<key>.q|a`). */
export const faqItems = ['tickets', 'seats', 'membership', 'voucher', 'payment', 'account'] as const;
