// A home in Bawshar as the address form sends it, for the commerce tests; `location` is the
// map pin ("longitude, latitude").
export const homeAddressInput = (location: string) => ({
  companyName: 'Home',
  streetAddress1: 'Way 3021, Building 45',
  streetAddress2: 'Muscat',
  city: 'bawshar',
  postalCode: '133',
  country: 'OM',
  metadata: [{ key: 'location', value: location }],
})
