/**
 * What a Procivis One Core answers for a value, where the one-core source
 * (v1.74.2, the release the reference describes) shows it. Each answer names
 * the source it rests on; add one only with such a source.
 */
import type { CoreAnswer } from './types';

const errorHref = (code: string) => `/reference/errors#${code}`;

/**
 * Core verifies an `x5c`-signed token through its certificate validator with the
 * validity check on (proto/key_verification.rs `public_key_from_cert`,
 * `CertificateValidationOptions::signature_and_revocation`), which refuses a certificate
 * past `notAfter` or before `notBefore`, allowing its clock leeway
 * (proto/certificate_validator/parse.rs `check_validity_with_leeway`; codes in mod.rs).
 */
export function certificateValidityAnswer(state: 'expired' | 'not-yet-valid'): CoreAnswer {
  return state === 'expired'
    ? {
        summary:
          "Core checks the x5c certificate's validity when it verifies the signature; its certificate validator refuses a certificate past its end with BR_0213 (Certificate is expired).",
        errorCode: 'BR_0213',
        href: errorHref('BR_0213'),
      }
    : {
        summary:
          "Core checks the x5c certificate's validity when it verifies the signature; its certificate validator refuses a certificate before its start with BR_0359 (Certificate not yet valid).",
        errorCode: 'BR_0359',
        href: errorHref('BR_0359'),
      };
}

/**
 * A Core wallet that accepts an offer with a transaction code sends it in the token
 * request; a client error answered `invalid_grant` becomes TxCodeError::IncorrectCode
 * (BR_0169) and `invalid_request` becomes TxCodeError::InvalidCodeUse (BR_0170)
 * (provider/issuance_protocol/openid4vci_final1_0/mod.rs; codes in provider/issuance_protocol/error.rs).
 */
export const TRANSACTION_CODE_ANSWERS: CoreAnswer[] = [
  {
    summary:
      'A Procivis One wallet accepting this offer (Accept issuance, with txCode) gets BR_0169 when the issuer refuses the transaction code as invalid_grant: the code is wrong.',
    errorCode: 'BR_0169',
    href: errorHref('BR_0169'),
  },
  {
    summary:
      'It gets BR_0170 when the issuer refuses the code as invalid_request: the code was not expected or is used the wrong way.',
    errorCode: 'BR_0170',
    href: errorHref('BR_0170'),
  },
];

/**
 * A Core issuer serves an offer by reference only while the credential is PENDING;
 * otherwise the offer endpoint answers the OpenID4VCI error invalid_request
 * (service/oid4vci_final1_0/service.rs `get_credential_offer`).
 */
export const OFFER_BY_REFERENCE_ANSWER: CoreAnswer = {
  summary:
    'If a Procivis One Core made this offer, its offer endpoint serves it only while the credential is still PENDING (not yet accepted, rejected or expired); after that it answers the OpenID4VCI error invalid_request, and the wallet cannot read the offer.',
  href: '/reference/core/share-credential',
};
