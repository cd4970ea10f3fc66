/** Currencies a company can be paid in (ISO 4217), the platform's own first. */
export const paymentCurrencies = [
  'USD', 'EUR', 'GBP', 'CHF', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'SEK', 'NOK', 'DKK', 'ISK', 'UAH', 'GEL', 'AMD', 'AZN', 'KZT',
  'TRY', 'ILS', 'AED', 'SAR', 'INR', 'CNY', 'JPY', 'KRW', 'SGD', 'HKD', 'AUD', 'NZD', 'CAD', 'MXN', 'BRL', 'ARS', 'ZAR',
] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];
export const isPaymentCurrency = (value: string): value is PaymentCurrency => (paymentCurrencies as readonly string[]).includes(value);
