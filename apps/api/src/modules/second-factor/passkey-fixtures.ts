import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * Tests: a software authenticator that answers WebAuthn ceremonies as a platform authenticator does (WebAuthn Level 2,
 * attestation 'none'), with an EC P-256 key per credential. Each answer is the JSON @simplewebauthn/browser sends.
 */

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 } as const;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

interface Ceremony {
  /** Where the page is: the origin clientDataJSON names. */
  origin?: string;
  /** Another counter than the next one (a cloned authenticator). */
  counter?: number;
  /** Sign with another key than the credential's (a forged answer). */
  signWith?: KeyObject;
  /** Register under this credential id (one already registered). */
  credentialId?: Buffer;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The credential's public key as COSE_Key: EC2 (1:2), ES256 (3:-7), P-256 (-1:1), x (-2), y (-3). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  return isoCBOR.encode(key);
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin = 'http://localhost:3000') {}

  /** Answers navigator.credentials.create(options): a new resident credential for the options' RP and user. */
  register(optionsJson: string, ceremony: Ceremony = {}): { json: string; credential: SoftCredential } {
    const options = JSON.parse(optionsJson) as { challenge: string; rp: { id: string }; user: { id: string } };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: SoftCredential = {
      id: ceremony.credentialId ?? randomBytes(32), privateKey, publicKey, userHandle: options.user.id, rpId: options.rp.id, counter: 0,
    };
    const { id } = credential;
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([id.length >> 8, id.length & 0xff]), id, coseKey(publicKey)]);
    const authData = Buffer.concat([sha256(options.rp.id), Buffer.from([FLAG.UP | FLAG.UV | FLAG.AT]), uint32(0), attested]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    this.credentials.push(credential);
    const json = JSON.stringify({
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, ceremony.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
    return { json, credential };
  }

  /**
   * Answers navigator.credentials.get(options) with `credential` (by default the first this authenticator holds
   * among those the options allow): authenticatorData with the RP ID hash, UP|UV and the next counter, signed over
   * authenticatorData || SHA-256(clientDataJSON).
   */
  assert(optionsJson: string, credential?: SoftCredential, ceremony: Ceremony = {}): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
    const allowed = options.allowCredentials?.map((c) => c.id);
    const cred = credential ?? this.credentials.find((c) => !allowed || allowed.includes(b64url(c.id)));
    if (!cred) throw new Error('SoftAuthenticator: no credential for these options');
    cred.counter = ceremony.counter ?? cred.counter + 1;
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([FLAG.UP | FLAG.UV]), uint32(cred.counter)]);
    const data = clientData('webauthn.get', options.challenge, ceremony.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), ceremony.signWith ?? cred.privateKey);
    return JSON.stringify({
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: cred.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }
}
