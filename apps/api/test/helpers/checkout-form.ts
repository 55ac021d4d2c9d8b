/** A complete, valid checkout form (spec §5 Checkout), as the web app sends it in the widget flow. */
export const CHECKOUT_FORM = {
  paymentType: 'paysage_widget',
  accept_terms: true,
  name: 'Ana',
  surname: 'Buyer',
  phone: '+372 5555 1234',
  email: 'ana@example.com',
  country: 1,
  city: 'Tallinn',
  address: 'Tornimäe 1',
  postCode: '10145',
  steamId: '76561198000000001',
  tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12',
} as const;
