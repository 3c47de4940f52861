/**
 * For tests: a signing identity for wallet passes that Apple and Google never issued. A self-made
 * stand-in for Apple's WWDR intermediate with a "Pass Type ID" certificate it issued, and a Google
 * service account's key, as environment variables the API reads. Imported as
 * @club/ticket-files/test-wallet; never part of the package's main entry.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export const PASS_TYPE = 'pass.example.bangkokthunder.tickets';
export const TEAM = 'TEAM123456';

/** An RSA key pair, made by Node (forge's own generator is slow) and read by forge. */
function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return { privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey, publicKey: forge.pki.publicKeyFromPem(publicKey) as forge.pki.rsa.PublicKey };
}

function certificate({ serial, subject, issuer, publicKey, signingKey, ca }: { serial: string; subject: forge.pki.CertificateField[]; issuer: forge.pki.CertificateField[]; publicKey: forge.pki.rsa.PublicKey; signingKey: forge.pki.rsa.PrivateKey; ca: boolean }) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(ca ? [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }] : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true }]);
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/** A self-made stand-in for Apple's WWDR intermediate, and a "Pass Type ID" certificate it issued, as Apple's are named. */
export function makeSigningIdentity() {
  const caKeys = rsaKeys();
  const caName = [{ name: 'commonName', value: 'Fake Apple Worldwide Developer Relations CA' }, { name: 'organizationName', value: 'Test' }];
  const wwdr = certificate({ serial: '01', subject: caName, issuer: caName, publicKey: caKeys.publicKey, signingKey: caKeys.privateKey, ca: true });
  const signerKeys = rsaKeys();
  const signerName = [
    { type: '0.9.2342.19200300.100.1.1', value: PASS_TYPE },
    { name: 'commonName', value: `Pass Type ID: ${PASS_TYPE}` },
    { name: 'organizationalUnitName', value: TEAM },
  ];
  const signer = certificate({ serial: '02', subject: signerName, issuer: caName, publicKey: signerKeys.publicKey, signingKey: caKeys.privateKey, ca: false });
  return { wwdr, signer, signerKey: signerKeys.privateKey, otherKey: rsaKeys().privateKey };
}

/** Environment variables that configure both wallets with test keys, and the public keys a test verifies with. */
export function testWalletEnv() {
  const identity = makeSigningIdentity();
  const google = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return {
    env: {
      APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE,
      APPLE_WALLET_TEAM_ID: TEAM,
      APPLE_WALLET_CERT: forge.pki.certificateToPem(identity.signer),
      APPLE_WALLET_KEY: forge.pki.privateKeyToPem(identity.signerKey),
      APPLE_WALLET_WWDR: forge.pki.certificateToPem(identity.wwdr),
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@bangkok-thunder.iam.gserviceaccount.com',
      GOOGLE_WALLET_PRIVATE_KEY: google.privateKey,
    },
    signer: identity.signer,
    googlePublicKey: google.publicKey,
  };
}
