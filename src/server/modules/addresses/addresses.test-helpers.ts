/** A delivery address that the address rules accept (a POST /api/addresses body). */
export const testAddress = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
