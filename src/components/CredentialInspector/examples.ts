/**
 * Values a reader without one at hand can inspect. They carry no signature (a
 * signed example would need a private key in the page), so they show the
 * decoding and the checks that need no key.
 */
const exampleOffer = {
  credential_issuer: 'https://core.example.com/ssi/openid4vci/final-1.0/5b0b2c4e-4d0f-4f6e-9a51-2f0d3c7b8e11',
  credential_configuration_ids: ['identity-card'],
  grants: {
    'urn:ietf:params:oauth:grant-type:pre-authorized_code': {
      'pre-authorized_code': '0f7a2c9e-61b4-4c2e-8d3a-7e5b1f9c2d40',
      tx_code: { input_mode: 'numeric', length: 6, description: 'Enter the code from the letter' },
    },
  },
};

const exampleDcql = {
  credentials: [
    {
      id: 'identity-card',
      format: 'dc+sd-jwt',
      meta: { vct_values: ['https://core.example.com/ssi/schema/v1/identity-card'] },
      claims: [{ path: ['given_name'] }, { path: ['birthdate'] }],
    },
  ],
};

export const EXAMPLES: readonly { label: string; value: string }[] = [
  {
    label: 'Credential offer with a transaction code',
    value: `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(exampleOffer))}`,
  },
  {
    label: 'Presentation request with a DCQL query',
    value:
      'openid4vp://?client_id=redirect_uri%3Ahttps%3A%2F%2Fverifier.example.com%2Fresponse&response_type=vp_token' +
      '&response_mode=direct_post&response_uri=https%3A%2F%2Fverifier.example.com%2Fresponse&nonce=n-0S6_WzA2Mj' +
      `&dcql_query=${encodeURIComponent(JSON.stringify(exampleDcql))}`,
  },
  {
    label: 'Offer by reference',
    value:
      'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fcore.example.com%2Fssi%2Fopenid4vci%2Ffinal-1.0%2F' +
      '5b0b2c4e-4d0f-4f6e-9a51-2f0d3c7b8e11%2Foffer%2F0f7a2c9e-61b4-4c2e-8d3a-7e5b1f9c2d40',
  },
];
